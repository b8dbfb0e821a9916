import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';

// A small S3 stand-in on the loopback for tests: objects in a Map, every request's AWS Signature V4 recomputed
// here from the secret (independently of the signer under test) and each upload checked against its SHA-256.
export const fakeS3Credentials = {
  accessKeyId: 'AKIDTESTATRIUM',
  secretAccessKey: 'fake-secret-access-key-for-tests',
  region: 'eu-west-2',
} as const;

export type FakeS3Request = { method: string; path: string; host: string; authorization: string };

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function isSignedCorrectly(req: IncomingMessage, payloadHash: string): boolean {
  const { accessKeyId, secretAccessKey, region } = fakeS3Credentials;
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match || match[1] !== accessKeyId || match[3] !== region) return false;
  const [, , day, , signedHeaders, signature] = match as unknown as string[];
  if (!day || !signedHeaders) return false;
  const url = new URL(req.url ?? '/', 'http://x');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(req.headers[name]).trim()}\n`)
    .join('');
  const canonicalRequest = [req.method, url.pathname, '', canonicalHeaders, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    String(req.headers['x-amz-date']),
    scope,
    sha256(canonicalRequest),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

const xmlError = (code: string) => `<?xml version="1.0"?><Error><Code>${code}</Code></Error>`;

export async function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const requests: FakeS3Request[] = [];
  let failNextPut = false;
  const server = createServer(async (req, res) => {
    const body = await buffer(req);
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      host: req.headers.host ?? '',
      authorization: req.headers.authorization ?? '',
    });
    if (!isSignedCorrectly(req, payloadHash)) {
      res.writeHead(403).end(xmlError('SignatureDoesNotMatch'));
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'PUT') {
      if (payloadHash !== sha256(body) || Number(req.headers['content-length']) !== body.length) {
        res.writeHead(400).end(xmlError('XAmzContentSHA256Mismatch'));
        return;
      }
      if (failNextPut) {
        failNextPut = false;
        res.writeHead(503).end(xmlError('SlowDown'));
        return;
      }
      objects.set(path, body);
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object) res.writeHead(404).end(xmlError('NoSuchKey'));
      else res.writeHead(200, { 'content-length': object.length }).end(object);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    failNextPut: () => {
      failNextPut = true;
    },
    reset: () => {
      objects.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
