import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { type FakeS3, fakeS3Credentials, startFakeS3 } from '../../test/fake-s3.ts';

// The same documents feature with its files in an S3-compatible store (S3_* set), against a local fake.
let database: TestDatabase;
let t: TestApp;
let fake: FakeS3;
let clientToken: string;
let adviserToken: string;
let clientId: number;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

async function upload(url: string, token: string, name: string, content: Buffer) {
  const data = new FormData();
  data.append('category', 'statement');
  data.append('file', new Blob([content]), name);
  const body = new Response(data);
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
  });
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  fake = await startFakeS3();
  database = await openTestDatabase();
  const firm = await createFirm(database.db);
  const adviser = await createUser(database.db, { firmId: firm.id, role: 'adviser' });
  const client = await createClientUser(database.db, { firmId: firm.id, adviserId: adviser.id });
  clientId = client.client.id;
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  clientToken = await createToken(database.db, { userId: client.user.id, expiresAt });
  adviserToken = await createToken(database.db, { userId: adviser.id, expiresAt });
  const config = testConfig({
    DATA_DIR: '/nonexistent/atrium-data-unused',
    S3_BUCKET: 'atrium-docs',
    S3_REGION: fakeS3Credentials.region,
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
    S3_PREFIX: 'portal/',
  });
  t = await buildTestApp(database, { config });
});

afterAll(async () => {
  await t?.app.close();
  await database?.close();
  await fake?.close();
});

describe('documents in S3-compatible storage', () => {
  it('uploads into the bucket and downloads the same bytes, for the client and their adviser', async () => {
    const response = await upload('/api/documents', clientToken, 'P60.pdf', pdf);
    expect(response.statusCode, response.body).toBe(201);
    const [key] = [...fake.objects.keys()];
    expect(key).toMatch(new RegExp(`^/atrium-docs/portal/documents/\\d+/${clientId}/[0-9a-f-]{36}$`));
    const download = await get(response.json().data.download_url, clientToken);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const firmSide = await get(
      `/api/adviser/clients/${clientId}/documents/${response.json().data.id}/download`,
      adviserToken,
    );
    expect(firmSide.rawPayload.equals(pdf)).toBe(true);
  });

  it('stores nothing when the bucket refuses the upload, and answers with the generic 500', async () => {
    const before = fake.objects.size;
    fake.failNextPut();
    const response = await upload('/api/documents', clientToken, 'P60 again.pdf', pdf);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).not.toMatch(/S3|SlowDown|AWS4/);
    expect(fake.objects.size).toBe(before);
    expect((await get('/api/documents', clientToken)).json().data).toHaveLength(1);
  });
});
