import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requester, testConfig, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { type FakeS3, fakeS3Credentials, startFakeS3 } from '../../test/fake-s3.ts';
import { postForm, testPdf } from '../../test/uploads.ts';

// The same documents feature with its files in an S3-compatible store (S3_* set), against a local fake.
let fake: FakeS3;
let clientToken: string;
let adviserToken: string;
let clientId: number;

beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  await fake?.close();
});

const { database, t } = useTestApp({
  config: () =>
    testConfig({
      DATA_DIR: '/nonexistent/atrium-data-unused',
      S3_BUCKET: 'atrium-docs',
      S3_REGION: fakeS3Credentials.region,
      S3_ENDPOINT: fake.endpoint,
      S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
      S3_PREFIX: 'portal/',
    }),
});
const call = requester(() => t);

const pdf = testPdf;

// Content with no type of its own: the parser and the stored object go by its bytes.
const upload = (url: string, token: string, name: string, content: Buffer) =>
  postForm(call, url, token, [
    { name: 'category', value: 'statement' },
    { name: 'file', filename: name, content },
  ]);

const get = (url: string, token: string) => call('GET', url, token);

beforeAll(async () => {
  const firm = await createFirm(database.db);
  const adviser = await createUser(database.db, { firmId: firm.id, role: 'adviser' });
  const client = await createClientUser(database.db, { firmId: firm.id, adviserId: adviser.id });
  clientId = client.client.id;
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  clientToken = await createToken(database.db, { userId: client.user.id, expiresAt });
  adviserToken = await createToken(database.db, { userId: adviser.id, expiresAt });
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
