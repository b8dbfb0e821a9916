import { profileMessages } from '@atrium/domain/contract/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema.ts';
import { incorrectPasswordMessage } from '../../platform/reauth.ts';
import { createClientUser, testPassword } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { loginFor, postLogin, send } from '../../test/mfa-helpers.ts';
import { auditRows, useProfileApp } from '../../test/profile-helpers.ts';

let n = 0;
const appUrl = 'https://portal.example.com';
const linkPattern = new RegExp(`${appUrl.replaceAll('.', '\\.')}/profile/email/confirm/([A-Za-z0-9_-]{43})`);
const { clock, database, t, firm, signedInClient } = useProfileApp({ APP_URL: appUrl });
const client = () => signedInClient('owner');

const freshAddress = () => `new${++n}@example.test`;

const requestChange = (token: string, email: string, password = testPassword, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/email',
    headers: { authorization: `Bearer ${token}`, ...(host ? { host } : {}) },
    payload: { email, password },
  });

const confirm = (token: string, link: string) =>
  send(t, token, 'POST', '/api/profile/email/confirm', { token: link });

async function linkSentTo(email: string): Promise<string> {
  const [mail] = await mailsTo(database.db, email);
  const link = linkPattern.exec(mail?.text ?? '')?.[1];
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return link;
}

const canLogIn = async (email: string) =>
  (await postLogin(t, { email, password: testPassword })).statusCode === 200;

describe('POST api/profile/email', () => {
  it('needs the current password (422 otherwise) and a different address', async () => {
    const { user, token } = await client();
    const target = freshAddress();
    const wrong = await requestChange(token, target, 'not the password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: incorrectPasswordMessage,
      errors: { password: [incorrectPasswordMessage] },
    });
    expect(await mailsTo(database.db, target)).toEqual([]);

    const same = await requestChange(token, user.email.toUpperCase());
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ email: [profileMessages.emailSame] });
  });

  it('mails an APP_URL link to the new address and a notice to the old one; the email changes on confirmation', async () => {
    const { user, token } = await client();
    const target = freshAddress();
    const response = await requestChange(token, target, testPassword, 'evil.example.net');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: profileMessages.emailLinkSent(target),
      pending_email: { email: target, expires_at: new Date(clock.now().getTime() + 3_600_000).toISOString() },
    });
    const profile = await send(t, token, 'GET', '/api/profile');
    expect(profile.json()).toMatchObject({ email: user.email, pending_email: { email: target } });

    const link = await linkSentTo(target);
    expect((await mailsTo(database.db, target))[0]?.text).not.toContain('evil.example.net');
    const [notice] = await mailsTo(database.db, user.email);
    expect(notice?.text).toContain(target);
    expect(notice?.text).not.toMatch(linkPattern);
    const [stored] = await database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(stored?.tokenHash).not.toContain(link);

    const confirmed = await confirm(token, link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: profileMessages.emailChanged,
      profile: { email: target, pending_email: null },
    });
    expect(await canLogIn(target)).toBe(true);
    expect(await canLogIn(user.email)).toBe(false);
    const [changedNotice] = await mailsTo(database.db, user.email);
    expect(changedNotice?.subject).toBe('Your Carter Wealth portal email address was changed');

    const [audit] = await auditRows(database.db, user.id, 'profile.email.changed');
    expect(audit?.data).toEqual({ from: user.email, to: target });
    expect(await auditRows(database.db, user.id, 'profile.email.change_requested')).toHaveLength(1);
    // The page the link opens is logged with the token redacted.
    await t.app.inject({ method: 'GET', url: `/profile/email/confirm/${link}` });
    expect(t.logs()).toContain('/profile/email/confirm/[redacted]');
    expect(t.logs()).not.toContain(link);
    expect(t.logs()).not.toContain(testPassword);
  });

  it('accepts a link once only', async () => {
    const { token } = await client();
    const target = freshAddress();
    await requestChange(token, target);
    const link = await linkSentTo(target);
    expect((await confirm(token, link)).statusCode).toBe(200);
    const again = await confirm(token, link);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: profileMessages.emailLinkInvalid,
      errors: { token: [profileMessages.emailLinkInvalid] },
    });
  });

  it('lets a link expire after 60 minutes, and a newer request void the older link', async () => {
    const { user } = await client();
    let { token } = await loginFor(t, user.email);
    const first = freshAddress();
    await requestChange(token, first);
    const firstLink = await linkSentTo(first);
    const second = freshAddress();
    await requestChange(token, second);
    expect((await confirm(token, firstLink)).statusCode).toBe(422);

    const secondLink = await linkSentTo(second);
    clock.advance(59 * 60_000);
    token = (await loginFor(t, user.email)).token;
    expect((await send(t, token, 'GET', '/api/profile')).json().pending_email).toMatchObject({
      email: second,
    });
    clock.advance(2 * 60_000);
    token = (await loginFor(t, user.email)).token;
    expect((await send(t, token, 'GET', '/api/profile')).json().pending_email).toBeNull();
    const late = await confirm(token, secondLink);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(profileMessages.emailLinkInvalid);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('works only for the account that asked: another user’s session cannot use the link', async () => {
    const owner = await client();
    const stranger = await client();
    const target = freshAddress();
    await requestChange(owner.token, target);
    const link = await linkSentTo(target);
    expect((await confirm(stranger.token, link)).statusCode).toBe(422);
    const [row] = await database.db.select().from(users).where(eq(users.id, stranger.user.id));
    expect(row?.email).toBe(stranger.user.email);
    expect((await confirm(owner.token, link)).statusCode).toBe(200);
  });

  it('can be cancelled, which kills the link', async () => {
    const { user, token } = await client();
    const target = freshAddress();
    await requestChange(token, target);
    const link = await linkSentTo(target);
    const cancelled = await send(t, token, 'DELETE', '/api/profile/email');
    expect(cancelled.json()).toEqual({ message: profileMessages.emailChangeCancelled });
    expect((await send(t, token, 'GET', '/api/profile')).json().pending_email).toBeNull();
    expect((await confirm(token, link)).statusCode).toBe(422);
    expect(await auditRows(database.db, user.id, 'profile.email.change_cancelled')).toHaveLength(1);
  });

  it('limits requests to five an hour per user', async () => {
    const { token } = await client();
    for (let i = 0; i < 5; i++) expect((await requestChange(token, freshAddress())).statusCode).toBe(200);
    const sixth = await requestChange(token, freshAddress());
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('an address that belongs to another account', () => {
  it('gets the same answer and state as a free one; its owner is told instead of sent a link', async () => {
    const asker = await client();
    const holder = await client();
    const free = freshAddress();

    const taken = await requestChange(asker.token, holder.user.email);
    const open = await requestChange((await client()).token, free);
    expect(taken.statusCode).toBe(open.statusCode);
    expect(taken.json().message.replace(holder.user.email, '<email>')).toBe(
      open.json().message.replace(free, '<email>'),
    );
    expect(Object.keys(taken.json())).toEqual(Object.keys(open.json()));
    const profile = await send(t, asker.token, 'GET', '/api/profile');
    expect(profile.json().pending_email).toMatchObject({ email: holder.user.email });

    const [toHolder] = await mailsTo(database.db, holder.user.email);
    expect(toHolder?.subject).toBe('Someone tried to use your email address on the Carter Wealth portal');
    expect(toHolder?.text).not.toMatch(linkPattern);
    // The asker's old address gets the same notice either way.
    const [notice] = await mailsTo(database.db, asker.user.email);
    expect(notice?.subject).toBe('A change of your Carter Wealth portal email address was requested');
    const [row] = await database.db.select().from(users).where(eq(users.id, holder.user.id));
    expect(row?.email).toBe(holder.user.email);
  });

  it('is refused at confirmation if it was taken after the link was sent', async () => {
    const { user, token } = await client();
    const target = freshAddress();
    await requestChange(token, target);
    const link = await linkSentTo(target);
    await createClientUser(database.db, { firmId: firm.id, email: target.toUpperCase() });
    const response = await confirm(token, link);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(profileMessages.emailTaken);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});
