import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are made here, never taken from a request, so a client cannot choose a
 * path; the folder is under DATA_DIR, outside anything served statically.
 */
export interface FileStorage {
  /** Stores the bytes under a new random key and returns the key. */
  put(bytes: Buffer): Promise<string>;
  read(key: string): ReadStream;
  remove(key: string): Promise<void>;
}

const KEY_FORMAT = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, 'uploads');
  const fileOf = (key: string) => {
    // Defence in depth: only keys this module made are ever turned into paths.
    if (!KEY_FORMAT.test(key)) throw new Error('malformed storage key');
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
      return key;
    },
    read: (key) => createReadStream(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}
