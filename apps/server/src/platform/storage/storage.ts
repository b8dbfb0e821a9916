import type { Readable } from 'node:stream';

// Where uploaded files live, behind one small interface: local disk under DATA_DIR by default (local-disk.ts), an
// S3-compatible store when S3_BUCKET is set (s3.ts); no feature can tell which. Keys are made by the server, never
// from user input.
export type FileStorage = {
  // Stores the stream's bytes under the key, whole or not at all.
  put(key: string, body: Readable): Promise<{ size: number }>;
  // The bytes, or null when nothing is stored under the key.
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
};

const keyPattern = /^[a-z0-9]+(?:[/-][a-z0-9]+)*$/;

export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 200) throw new Error(`Not a storage key: ${key}`);
}
