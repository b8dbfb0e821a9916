import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './storage.ts';

// Files on the local disk under one root (DATA_DIR/documents by default). A file is written to a temporary name
// and renamed into place, so a failed or cut-off upload never leaves half a file under a real key.
export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  };

  return {
    async put(key, body: Readable) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.upload-${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
