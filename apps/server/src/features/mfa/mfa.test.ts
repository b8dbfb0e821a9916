import { mfaMessages } from '@atrium/domain/contract/mfa';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditEvents, mfaChallenges, outbox } from '../../db/schema.ts';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm } from '../../test/factories.ts';
import { createMfaUser, lastSmsCode, loginFor, send, wrongCodeFor } from '../../test/mfa-helpers.ts';

const clock = createFakeClock();
let firmId: number;
let n = 0;
const mfaUser = () => createMfaUser(database.db, firmId, 'mfa');

async function pendingLogin() {
  const person = await mfaUser();
  const { token } = await loginFor(t, person.email);
  return { ...person, token };
}

async function sendCode(token: string, telephone: string) {
  const response = await send(t, token, 'POST', '/api/multi-factor-auth/send');
  expect(response.statusCode, response.body).toBe(200);
  return lastSmsCode(database.db, telephone);
}

const verify = (token: string, code: string, trust = false) =>
  send(t, token, 'POST', '/api/multi-factor-auth/verify', { code, trust_device: trust });

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  firmId = (await createFirm(database.db, { name: 'Carter & Co' })).id;
});

describe('login with multi-factor authentication on', () => {
  it('gives a pending token: GET api/user works, other protected calls answer 403 until verified', async () => {
    const { token, telephone } = await pendingLogin();
    expect((await send(t, token, 'GET', '/api/user')).statusCode).toBe(200);
    const status = await send(t, token, 'GET', '/api/multi-factor-auth');
    expect(status.json()).toMatchObject({
      method: 'sms',
      telephone_hint: expect.stringMatching(/0\d{3}$/),
      verified: false,
    });

    const code = await sendCode(token, telephone);
    const wrong = await verify(token, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: mfaMessages.wrongCode,
      errors: { code: [mfaMessages.wrongCode] },
    });

    const right = await verify(token, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      trust_device_enabled: false,
      user: { multi_factor_auth_enabled: true },
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    expect((await send(t, token, 'GET', '/api/multi-factor-auth')).json()).toMatchObject({ verified: true });
  });

  it('texts a six-digit code that expires after ten minutes and is stored only as a hash', async () => {
    const { token, telephone, user } = await pendingLogin();
    const code = await sendCode(token, telephone);
    expect(code).toMatch(/^\d{6}$/);
    const [challenge] = await database.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, user.id));
    expect(challenge?.codeHash).not.toContain(code);
    expect(challenge?.expiresAt.getTime()).toBe(clock.now().getTime() + 10 * 60_000);

    clock.advance(10 * 60_000 + 1000);
    const late = await verify(token, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(mfaMessages.codeVoid);
  });

  it('never accepts a code twice, nor a code sent for another login (bound to its token)', async () => {
    const { token, telephone, email } = await pendingLogin();
    const code = await sendCode(token, telephone);
    expect((await verify(token, code)).statusCode).toBe(200);

    const second = await loginFor(t, email);
    const replay = await verify(second.token, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(mfaMessages.noCode);
    expect((await send(t, second.token, 'GET', '/api/multi-factor-auth')).json().verified).toBe(false);
  });

  it('voids the previous code when a new one is sent, and limits sends to one per 30 s and five an hour', async () => {
    const { token, telephone } = await pendingLogin();
    const first = await sendCode(token, telephone);
    const tooSoon = await send(t, token, 'POST', '/api/multi-factor-auth/send');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(31_000);
    const second = await sendCode(token, telephone);
    if (first !== second) expect((await verify(token, first)).statusCode).toBe(422);
    let latest = second;
    for (let i = 0; i < 3; i++) {
      clock.advance(31_000);
      latest = await sendCode(token, telephone);
    }
    clock.advance(31_000);
    expect((await send(t, token, 'POST', '/api/multi-factor-auth/send')).statusCode).toBe(429);
    const sent = await database.db.select().from(outbox).where(eq(outbox.to, telephone));
    expect(sent).toHaveLength(5);
    expect((await verify(token, latest)).statusCode).toBe(200);
  });

  it('voids a code after five wrong guesses, and counts guesses per user across resends', async () => {
    const { token, telephone } = await pendingLogin();
    let code = await sendCode(token, telephone);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(token, wrongCodeFor(code))).json().message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(mfaMessages.wrongCode));
    expect(answers[4]).toBe(mfaMessages.codeVoid);
    expect((await verify(token, code)).json().message).toBe(mfaMessages.codeVoid);

    clock.advance(31_000);
    code = await sendCode(token, telephone);
    // One slot was used by the voided right answer above: four more wrong ones fill the ten.
    for (let i = 0; i < 4; i++) expect((await verify(token, wrongCodeFor(code))).statusCode).toBe(422);
    const locked = await verify(token, code);
    expect(locked.statusCode).toBe(429);
  });

  it('lets no more than five of 50 parallel wrong guesses be compared', async () => {
    const { token, telephone, user } = await pendingLogin();
    const code = await sendCode(token, telephone);
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(token, wrongCodeFor(code))));
    expect(responses.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
    const compared = responses.filter((r) => r.json().message === mfaMessages.wrongCode).length;
    expect(compared).toBeLessThanOrEqual(4);
    const [challenge] = await database.db
      .select()
      .from(mfaChallenges)
      .where(eq(mfaChallenges.userId, user.id));
    expect(challenge?.attempts).toBeLessThanOrEqual(5);
  });

  it('records sent, failed and verified in the audit log, and never logs the code', async () => {
    const { token, telephone, user } = await pendingLogin();
    const code = await sendCode(token, telephone);
    await verify(token, wrongCodeFor(code));
    await verify(token, code);
    const events = await database.db
      .select({ type: auditEvents.type, ip: auditEvents.ip, data: auditEvents.data })
      .from(auditEvents)
      .where(eq(auditEvents.userId, user.id));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['auth.login.succeeded', 'mfa.code.sent', 'mfa.failed', 'mfa.verified']),
    );
    expect(JSON.stringify(events)).not.toContain(code);
    expect(t.logs()).not.toContain(code);
  });

  it('refuses verify with a token that is not waiting for a code', async () => {
    const { user } = await createClientUser(database.db, { firmId, email: `plain${++n}@example.test` });
    const { token } = await loginFor(t, user.email);
    const response = await verify(token, '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(mfaMessages.notPending);
    const [row] = await database.db
      .select({ pending: apiTokens.mfaPending })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, user.id)));
    expect(row?.pending).toBe(false);
  });
});
