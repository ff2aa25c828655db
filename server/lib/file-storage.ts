import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder under DATA_DIR (this file) or an S3 bucket (`s3-file-storage.ts`),
 * picked by `fileStorageFor` from STORAGE_URL. Keys are made here, never taken from a request, so a
 * client cannot choose a path; neither store is served statically.
 *
 * A file is written before the database row that names it (a transaction cannot hold a file), durably —
 * in the folder: `<key>.partial`, fsync, rename to `<key>`, fsync the folder; in a bucket: one PUT, which
 * S3 acknowledges only once the whole object is stored — and only then the row commits. A crash before
 * the commit leaves a file no row names; `sweepable` lists those (and every `.partial`) for the uploads
 * sweep. Keys between `put` and `settle` are "in flight" in this process and never listed, so a sweep
 * cannot take a file whose row is about to commit; another copy's files in flight are protected by the
 * sweep's grace (ORPHAN_GRACE_SECONDS), since only files older than it are listed.
 */
export interface FileStorage {
  readonly kind: 'folder' | 's3';
  /** Stores the bytes under a new random key, durably, and returns the key, in flight until `settle`. */
  put(bytes: Buffer): Promise<string>;
  /** The key's row committed, or the file was removed: a sweep may judge it from now on. */
  settle(key: string): void;
  /** The stored bytes as a stream; rejects when the key names nothing. */
  read(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Files a sweep may consider: not in flight, last written before `olderThan`. */
  sweepable(olderThan: Date): Promise<{ keys: string[]; partials: string[] }>;
  /** Removes a `.partial` listed by `sweepable`. */
  removePartial(name: string): Promise<void>;
  /** Every stored key with its size, in key order (backups). */
  list(): Promise<{ key: string; bytes: number }[]>;
  /** Writes bytes under a key a backup recorded (restores into an empty store). */
  restore(key: string, bytes: Buffer): Promise<void>;
}

export const KEY_FORMAT = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;
const PARTIAL_FORMAT = /^[0-9a-f]{2}\/[0-9a-f]{32}\.partial$/;

/** A new random key: 128 bits, under one of 256 folders (prefixes) so no folder grows huge. */
export function newStorageKey(): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

/** Keys written by this process whose rows have not committed yet, per storage (folder or bucket). */
const inFlight = new Map<string, Set<string>>();

export function inFlightKeys(store: string): Set<string> {
  let pending = inFlight.get(store);
  if (!pending) {
    pending = new Set();
    inFlight.set(store, pending);
  }
  return pending;
}

export function localFileStorage(dataDir: string): FileStorage {
  const root = path.resolve(dataDir, 'uploads');
  const writing = inFlightKeys(root);
  const fileOf = (key: string) => {
    // Defence in depth: only keys this module made are ever turned into paths.
    if (!KEY_FORMAT.test(key)) throw new Error('malformed storage key');
    return path.join(root, key);
  };
  return {
    kind: 'folder',
    async put(bytes) {
      const key = newStorageKey();
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
    read: (key) =>
      new Promise((resolve, reject) => {
        // Opened before it is handed over, so a missing file rejects here rather than mid-answer.
        const stream = createReadStream(fileOf(key));
        stream.once('open', () => resolve(stream));
        stream.once('error', reject);
      }),
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
      for (const relative of await storedNames(root)) {
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
      return { keys, partials };
    },
    removePartial: async (name) => {
      if (!PARTIAL_FORMAT.test(name)) throw new Error('malformed partial name');
      await rm(path.join(root, name), { force: true });
    },
    async list() {
      const found: { key: string; bytes: number }[] = [];
      for (const relative of await storedNames(root)) {
        if (!KEY_FORMAT.test(relative)) continue;
        try {
          found.push({ key: relative, bytes: (await stat(path.join(root, relative))).size });
        } catch {
          // removed since the folder was read
        }
      }
      return found.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async restore(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const handle = await open(file, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await syncFolder(path.dirname(file));
    },
  };
}

/** `<folder>/<name>` of every entry under the uploads root's two-hex-digit folders. */
async function storedNames(root: string): Promise<string[]> {
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch {
    return [];
  }
  const names: string[] = [];
  for (const folder of folders) {
    if (!/^[0-9a-f]{2}$/.test(folder)) continue;
    try {
      for (const name of await readdir(path.join(root, folder))) names.push(`${folder}/${name}`);
    } catch {
      // removed since the root was read
    }
  }
  return names;
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
