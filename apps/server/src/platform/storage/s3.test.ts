import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../config.ts';
import { type FakeS3, fakeS3Credentials, startFakeS3 } from '../../test/fake-s3.ts';
import { createS3Storage, objectUrl } from './s3.ts';

const { accessKeyId, secretAccessKey, region } = fakeS3Credentials;
let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3();
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => fake.reset());

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: 'atrium-docs',
  region,
  endpoint: fake.endpoint,
  forcePathStyle: true,
  accessKeyId,
  secretAccessKey,
  sessionToken: null,
  prefix: 'portal/',
  ...overrides,
});

describe('S3-compatible storage', () => {
  it('stores, reads back and removes a file under its key, signed and hashed', async () => {
    const storage = createS3Storage(settings());
    const content = Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(300_000, 0x41)]);
    const chunks = [content.subarray(0, 1000), content.subarray(1000)];
    expect(await storage.put('documents/1/2/abc', Readable.from(chunks))).toEqual({ size: content.length });
    expect(fake.objects.get('/atrium-docs/portal/documents/1/2/abc')?.equals(content)).toBe(true);
    const stored = await storage.get('documents/1/2/abc');
    expect(stored?.size).toBe(content.length);
    expect((await buffer(stored?.stream ?? Readable.from([]))).equals(content)).toBe(true);
    await storage.remove('documents/1/2/abc');
    expect(await storage.get('documents/1/2/abc')).toBeNull();
    expect(fake.requests.map((s) => s.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    expect(fake.requests[0]?.authorization).toContain(`Credential=${accessKeyId}/`);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await createS3Storage(settings()).get('documents/9/9/missing')).toBeNull();
  });

  it('fails an upload the store refuses, naming the status and code but never the signature', async () => {
    fake.failNextPut();
    const error = await createS3Storage(settings())
      .put('documents/1/2/x', Readable.from([Buffer.from('hi')]))
      .catch((e: Error) => e);
    expect(String(error)).toBe('Error: S3 PUT answered 503 (SlowDown)');
    expect(fake.objects.size).toBe(0);
  });

  it('fails when the credentials are wrong (the store checks the signature)', async () => {
    const storage = createS3Storage(settings({ secretAccessKey: 'not-the-secret' }));
    await expect(storage.put('documents/1/2/x', Readable.from([Buffer.from('hi')]))).rejects.toThrow(
      'S3 PUT answered 403 (SignatureDoesNotMatch)',
    );
    await expect(storage.get('documents/1/2/x')).rejects.toThrow('403');
  });

  it('fails the upload when the body breaks off, storing nothing', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(createS3Storage(settings()).put('documents/1/2/y', failing)).rejects.toThrow(
      'connection lost',
    );
    expect(fake.requests).toEqual([]);
  });

  it('addresses the bucket as a host name unless path style is asked for', () => {
    const base = { bucket: 'atrium-docs', prefix: 'portal/', forcePathStyle: false };
    expect(
      objectUrl({ ...base, endpoint: 'https://s3.eu-west-2.amazonaws.com' }, 'documents/1/2/a').href,
    ).toBe('https://atrium-docs.s3.eu-west-2.amazonaws.com/portal/documents/1/2/a');
    expect(
      objectUrl({ ...base, forcePathStyle: true, endpoint: 'http://minio.internal:9000/' }, 'documents/1/2/a')
        .href,
    ).toBe('http://minio.internal:9000/atrium-docs/portal/documents/1/2/a');
  });

  it.each(['../escape', '/absolute', 'Upper'])('refuses the key %j', async (key) => {
    const storage = createS3Storage(settings());
    await expect(storage.put(key, Readable.from([]))).rejects.toThrow('Not a storage key');
    await expect(storage.get(key)).rejects.toThrow('Not a storage key');
  });
});
