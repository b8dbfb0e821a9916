import { documentMessages } from '@atrium/domain/contract/documents';
import { firmSettingsMessages } from '@atrium/domain/contract/firm-settings';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../test/factories.ts';

// Found by `npm run test:fuzz` — a multipart upload the parser cannot read was answered 500.
const tokens = { client: '', admin: '' };

const { database, t } = useTestApp();
beforeAll(async () => {
  const firm = await createFirm(database.db);
  const client = await createClientUser(database.db, { firmId: firm.id });
  const admin = await createUser(database.db, { firmId: firm.id, role: 'admin' });
  const expiresAt = new Date('2100-01-01');
  tokens.client = await createToken(database.db, { userId: client.user.id, expiresAt });
  tokens.admin = await createToken(database.db, { userId: admin.id, expiresAt });
});

const unreadable = [
  ['no boundary', 'multipart/form-data', '[1,2]'],
  ['an empty boundary', 'multipart/form-data; boundary=', '[1,2]'],
  [
    'a form cut short',
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n',
  ],
] as const;

describe('an upload the multipart parser cannot read', () => {
  it.each(unreadable)('of a document, with %s, is 422 with a message', async (_, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${tokens.client}` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [documentMessages.fileRequired] } });
  });

  it.each(unreadable)(
    "of the firm's logo, with %s, is 422 with a message",
    async (_, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/adviser/settings/logo',
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${tokens.admin}` },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { file: [firmSettingsMessages.fileRequired] } });
    },
  );
});
