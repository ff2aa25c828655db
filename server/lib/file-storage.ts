import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are made here, never taken from a request, so a client cannot choose a
 * path; the folder is under DATA_DIR, outside anything served statically.
 *
 * A file is written before the database row that names it (a transaction cannot hold a file), so the
 * order on disk is: `<key>.partial`, fsync, rename to `<key>`, fsync the folder — and only then the row
 * commits. A crash before the commit leaves a file no row names; `sweepable` lists those (and every
 * `.partial`) for the uploads sweep. Keys between `put` and `settle` are "in flight" in this process and
 * never listed, so a sweep cannot take a file whose row is about to commit. One server process owns a
 * DATA_DIR (PGlite's folder is exclusive anyway).
 */
export interface FileStorage {
  /** Stores the bytes under a new random key, durably, and returns the key, in flight until `settle`. */
  put(bytes: Buffer): Promise<string>;
  /** The key's row committed, or the file was removed: a sweep may judge it from now on. */
  settle(key: string): void;
  read(key: string): ReadStream;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Files a sweep may consider: not in flight, last written before `olderThan`. */
  sweepable(olderThan: Date): Promise<{ keys: string[]; partials: string[] }>;
  /** Removes a `.partial` listed by `sweepable`. */
  removePartial(name: string): Promise<void>;
}

const KEY_FORMAT = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;
const PARTIAL_FORMAT = /^[0-9a-f]{2}\/[0-9a-f]{32}\.partial$/;

/** Keys written by this process whose rows have not committed yet, per storage root. */
const inFlight = new Map<string, Set<string>>();

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, 'uploads');
  let pending = inFlight.get(root);
  if (!pending) {
    pending = new Set();
    inFlight.set(root, pending);
  }
  const writing = pending;
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
      writing.add(key);
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // Written beside and renamed into place, so a reader never sees half a file; synced before the
        // rename and the folder after it, so a row committed later never names a file a power cut lost.
        const partial = `${file}.partial`;
        const handle = await open(partial, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(partial, file);
        await syncFolder(path.dirname(file));
      } catch (error) {
        writing.delete(key);
        throw error;
      }
      return key;
    },
    settle: (key) => {
      writing.delete(key);
    },
    read: (key) => createReadStream(fileOf(key)),
    exists: async (key) => {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    async sweepable(olderThan) {
      const keys: string[] = [];
      const partials: string[] = [];
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch {
        return { keys, partials };
      }
      for (const folder of folders) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        let names: string[];
        try {
          names = await readdir(path.join(root, folder));
        } catch {
          continue;
        }
        for (const name of names) {
          const relative = `${folder}/${name}`;
          const bare = relative.replace(/\.partial$/, '');
          if (writing.has(bare)) continue;
          const isKey = KEY_FORMAT.test(relative);
          if (!isKey && !PARTIAL_FORMAT.test(relative)) continue;
          try {
            if ((await stat(path.join(root, relative))).mtime >= olderThan) continue;
          } catch {
            continue;
          }
          (isKey ? keys : partials).push(relative);
        }
      }
      return { keys, partials };
    },
    removePartial: async (name) => {
      if (!PARTIAL_FORMAT.test(name)) throw new Error('malformed partial name');
      await rm(path.join(root, name), { force: true });
    },
  };
}

/** Makes a rename durable: the folder's entry is what a power cut would otherwise lose. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
