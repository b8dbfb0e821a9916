import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atrium-storage-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local disk storage', () => {
  it('stores, reads back and removes a file under its key', async () => {
    const storage = createLocalDiskStorage(root);
    expect(
      await storage.put('documents/1/2/abc', Readable.from([Buffer.from('hello '), Buffer.from('world')])),
    ).toEqual({
      size: 11,
    });
    const stored = await storage.get('documents/1/2/abc');
    expect(stored?.size).toBe(11);
    expect(await text(stored?.stream ?? Readable.from([]))).toBe('hello world');
    await storage.remove('documents/1/2/abc');
    expect(await storage.get('documents/1/2/abc')).toBeNull();
  });

  it('leaves nothing behind when the upload fails part-way', async () => {
    const storage = createLocalDiskStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('documents/9/9/broken', failing)).rejects.toThrow('connection lost');
    expect(await readdir(join(root, 'documents', '9', '9'))).toEqual([]);
  });

  it.each(['../escape', 'a/../../b', '/absolute', 'Upper', 'a//b', ''])('refuses the key %j', async (key) => {
    const storage = createLocalDiskStorage(root);
    await expect(storage.put(key, Readable.from([]))).rejects.toThrow();
    await expect(storage.get(key)).rejects.toThrow();
  });
});
