import { documentMessages } from '@atrium/domain/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken } from '../../test/factories.ts';

// Issue 10: found by `npm run test:fuzz` — a multipart upload the parser cannot read was answered 500.
let database: TestDatabase;
let t: TestApp;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const firm = await createFirm(database.db);
  const client = await createClientUser(database.db, { firmId: firm.id });
  token = await createToken(database.db, { userId: client.user.id, expiresAt: new Date('2100-01-01') });
  t = await buildTestApp(database);
});

afterAll(async () => {
  await t?.app.close();
  await database?.close();
});

describe('an upload the multipart parser cannot read', () => {
  it.each([
    ['no boundary', 'multipart/form-data', '[1,2]'],
    ['an empty boundary', 'multipart/form-data; boundary=', '[1,2]'],
    [
      'a form cut short',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n',
    ],
  ])('with %s is answered 422 with a message, not 500', async (_, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [documentMessages.fileRequired] } });
  });
});
