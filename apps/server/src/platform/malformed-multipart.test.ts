import { documentMessages } from '@atrium/domain/contract/documents';
import { firmSettingsMessages } from '@atrium/domain/contract/firm-settings';
import { describe, expect, it } from 'vitest';
import { useAccessWorld } from '../test/access.ts';
import { requester, useTestApp } from '../test/build-test-app.ts';

// Found by `npm run test:fuzz` — a multipart upload the parser cannot read was answered 500.
const { database, t } = useTestApp();
const world = useAccessWorld(database);
const call = requester(() => t);

const unreadable = [
  ['no boundary', 'multipart/form-data', '[1,2]'],
  ['an empty boundary', 'multipart/form-data; boundary=', '[1,2]'],
  [
    'a form cut short',
    'multipart/form-data; boundary=zzz',
    '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n',
  ],
] as const;

// Each upload, who sends it, and the message its missing file is refused with.
const uploads = [
  ['a document', '/api/documents', 'client', documentMessages.fileRequired],
  ["the firm's logo", '/api/adviser/settings/logo', 'admin', firmSettingsMessages.fileRequired],
] as const;

describe.each(uploads)('an upload of %s the multipart parser cannot read', (_, url, who, message) => {
  it.each(unreadable)('with %s, is 422 with a message', async (_, contentType, payload) => {
    const response = await call('POST', url, world.tokens[who], payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [message] } });
  });
});
