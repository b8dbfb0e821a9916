import { dataRightsMessages } from '@atrium/domain/contract/data-rights';
import { messages } from '@atrium/domain/contract/errors';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { seatPartner } from '../../test/household.ts';

// A client downloads their own data from /profile (docs/data-rights.md): GET /api/profile/data-export, the same ZIP
// the firm's admin downloads, for the caller only; rate limited and audited.

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, world, call } = useFactFindWorld({ clock });
let partner: { id: number; token: string };

beforeAll(async () => {
  partner = await seatPartner(database.db, {
    firmId: world.firm.id,
    clientId: world.joint.client.id,
    email: 'emma@example.test',
  });
  await call('POST', '/api/messages', world.tokens.joint, { message: 'James here: my pension is with L&G.' });
  await call('POST', '/api/messages', partner.token, { message: 'Emma here: mine is with Aviva.' });
  await call('POST', '/api/messages', world.tokens.single, { message: 'Olivia here: a question.' });
});

async function download(token: string) {
  const response = await call('GET', '/api/profile/data-export', token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['cache-control']).toBe('private, no-store');
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const json = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
  return { response, files, json };
}

describe('GET /api/profile/data-export', () => {
  it('gives the client (person 1) the household’s record, as the firm’s export of them, and nobody else’s', async () => {
    const { response, files, json } = await download(world.tokens.joint);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="client-${world.joint.client.id}-data-2026-03-02\\.zip"`),
    );
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'audit-events.json']),
    );
    expect(json('profile.json').user).toMatchObject({ id: world.joint.user.id, name: 'James Carter' });
    const texts = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(texts).toContain('James here');
    expect(texts).not.toContain('Olivia');

    const [event] = (await auditEventsOfType(database.db, 'data-rights.exported')).slice(-1);
    expect(event).toMatchObject({
      userId: world.joint.user.id,
      data: { clientId: world.joint.client.id, clientUserId: world.joint.user.id, requestedBy: 'client' },
    });
  });

  it('gives the partner (person 2) their own data, as the firm’s partner export', async () => {
    const { files, json } = await download(partner.token);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'fact-finds.json',
        'messages.json',
        'notifications.json',
        'sessions.json',
        'reviews.json',
        'audit.json',
      ].sort(),
    );
    expect(json('profile.json')).toMatchObject({ userId: partner.id, name: 'Emma Carter' });
    expect(json('messages.json').map((m: { body: string }) => m.body)).toEqual([
      'Emma here: mine is with Aviva.',
    ]);
    const [event] = (await auditEventsOfType(database.db, 'data-rights.exported')).slice(-1);
    expect(event).toMatchObject({
      userId: partner.id,
      data: { clientId: world.joint.client.id, partnerUserId: partner.id, requestedBy: 'client' },
    });
  });

  it('is for clients only: the firm’s side gets 403, nobody signed in 401', async () => {
    for (const token of [world.tokens.adviser, world.tokens.admin]) {
      const response = await call('GET', '/api/profile/data-export', token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(dataRightsMessages.ownExportClientsOnly);
    }
    expect((await call('GET', '/api/profile/data-export')).statusCode).toBe(401);
  });

  it('allows five downloads an hour per person, then 429 with Retry-After', async () => {
    for (let n = 0; n < 5; n++) await download(world.tokens.single);
    const refused = await call('GET', '/api/profile/data-export', world.tokens.single);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(
      messages.tooManyAttempts.replace(':seconds', String(refused.headers['retry-after'])),
    );
    // Another person's allowance is their own.
    await download(world.tokens.joint);
  });
});
