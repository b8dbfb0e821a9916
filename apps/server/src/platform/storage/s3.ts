import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsV4Signer } from 'aws4fetch';
import type { S3Settings } from '../../config.ts';
import { assertStorageKey, type FileStorage } from './storage.ts';

type Response = { status: number; headers: IncomingMessage['headers']; body: IncomingMessage };

// Where an object lives: bucket.endpoint/prefix+key, or endpoint/bucket/prefix+key in path style.
export function objectUrl(
  settings: Pick<S3Settings, 'endpoint' | 'bucket' | 'forcePathStyle' | 'prefix'>,
  key: string,
) {
  assertStorageKey(key);
  const endpoint = new URL(settings.endpoint);
  const url = new URL(endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  const objectKey = `${settings.prefix}${key}`;
  if (settings.forcePathStyle) url.pathname = `${base}/${settings.bucket}/${objectKey}`;
  else {
    url.hostname = `${settings.bucket}.${endpoint.hostname}`;
    url.pathname = `${base}/${objectKey}`;
  }
  return url;
}

// Files in an S3-compatible object store, signed with AWS Signature V4 (aws4fetch signs; node:http sends, so a
// large body streams with its length). S3 wants the length and hash of a body before it starts, so an upload is
// spooled to a private temporary file first (the 20 MB upload limit bounds it) and sent with its SHA-256, which
// the store checks: what is stored is exactly what was received, or nothing.
export function createS3Storage(settings: S3Settings): FileStorage {
  const urlOf = (key: string) => objectUrl(settings, key);

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    options: { headers?: Record<string, string>; body?: Readable } = {},
  ): Promise<Response> {
    const signer = new AwsV4Signer({
      method,
      url: url.toString(),
      headers: options.headers ?? {},
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}),
      service: 's3',
      region: settings.region,
    });
    const signed = await signer.sign();
    const headers = Object.fromEntries(signed.headers.entries());
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<Response>((resolve, reject) => {
      const req = send(url, { method, headers, timeout: 60_000 }, (res) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
      );
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} timed out`)));
      req.on('error', reject);
      if (options.body) pipeline(options.body, req).catch(reject);
      else req.end();
    });
  }

  // The store's answer to a failed call names the status and the store's error code only: never a header or
  // the request, which carry the signature.
  async function failure(method: string, response: Response): Promise<Error> {
    let text = '';
    for await (const chunk of response.body) if (text.length < 2000) text += String(chunk);
    const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1] ?? 'unknown';
    return new Error(`S3 ${method} answered ${response.status} (${code})`);
  }

  return {
    async put(key, body) {
      const url = urlOf(key);
      const directory = await mkdtemp(join(tmpdir(), 'atrium-s3-'));
      const spool = join(directory, randomUUID());
      try {
        const hash = createHash('sha256');
        let size = 0;
        const measuring = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(body, measuring, createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
        const response = await send('PUT', url, {
          headers: {
            'content-length': String(size),
            'content-type': 'application/octet-stream',
            'x-amz-content-sha256': hash.digest('hex'),
          },
          body: createReadStream(spool),
        });
        if (response.status < 200 || response.status >= 300) throw await failure('PUT', response);
        response.body.resume();
        return { size };
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },

    async get(key) {
      const response = await send('GET', urlOf(key));
      if (response.status === 404) {
        response.body.resume();
        return null;
      }
      if (response.status !== 200) throw await failure('GET', response);
      return { stream: response.body, size: Number(response.headers['content-length'] ?? 0) };
    },

    async remove(key) {
      const response = await send('DELETE', urlOf(key));
      // S3 answers 204 whether or not the object was there; some compatible stores say 404.
      if (response.status !== 204 && response.status !== 200 && response.status !== 404)
        throw await failure('DELETE', response);
      response.body.resume();
    },
  };
}
