import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateToken } from '../platform/tokens.ts';
import { useTestDatabase } from '../test/build-test-app.ts';
import { createFirm, createUser } from '../test/factories.ts';
import { emailChanges, invitations, passwordResets } from './schema.ts';
import { claimLink, replaceLink, voidLinks } from './single-use-links.ts';

const database = useTestDatabase();

const now = new Date('2026-03-02T09:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('single-use links (db/single-use-links.ts)', () => {
  it('claim a link once, even when two claims race, and never after it expires', async () => {
    const { db } = database;
    const firm = await createFirm(db);
    const user = await createUser(db, { firmId: firm.id, role: 'client' });
    const { tokenHash } = generateToken();
    await replaceLink(db, 'passwordReset', {
      userId: user.id,
      tokenHash,
      expiresAt: later(60),
      createdAt: now,
    });

    const claims = await Promise.all([
      claimLink(db, 'passwordReset', { tokenHash }, later(1)),
      claimLink(db, 'passwordReset', { tokenHash }, later(1)),
    ]);
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
    expect(claims.find((claim) => claim !== null)).toMatchObject({ userId: user.id, usedAt: later(1) });

    const expired = generateToken();
    await replaceLink(db, 'passwordReset', {
      userId: user.id,
      tokenHash: expired.tokenHash,
      expiresAt: later(60),
      createdAt: later(2),
    });
    expect(await claimLink(db, 'passwordReset', { tokenHash: expired.tokenHash }, later(61))).toBeNull();
  });

  it('void the older links of the same user when a newer one is issued, and only theirs', async () => {
    const { db } = database;
    const firm = await createFirm(db);
    const user = await createUser(db, { firmId: firm.id, role: 'client' });
    const other = await createUser(db, { firmId: firm.id, role: 'client' });
    const first = generateToken();
    const second = generateToken();
    const others = generateToken();
    const change = (userId: number, tokenHash: string, createdAt: Date) => ({
      userId,
      email: `new-${userId}@example.test`,
      tokenHash,
      expiresAt: later(60),
      createdAt,
    });
    await replaceLink(db, 'emailChange', change(user.id, first.tokenHash, now));
    await replaceLink(db, 'emailChange', change(other.id, others.tokenHash, now));
    await replaceLink(db, 'emailChange', change(user.id, second.tokenHash, later(1)));

    expect(await claimLink(db, 'emailChange', { tokenHash: first.tokenHash }, later(2))).toBeNull();
    // Bound to its user: the right token presented for someone else claims nothing.
    expect(
      await claimLink(db, 'emailChange', { tokenHash: second.tokenHash, userId: other.id }, later(2)),
    ).toBeNull();
    expect(
      await claimLink(db, 'emailChange', { tokenHash: second.tokenHash, userId: user.id }, later(2)),
    ).toMatchObject({ email: `new-${user.id}@example.test`, confirmedAt: later(2) });
    const [kept] = await db
      .select({ voidedAt: emailChanges.voidedAt })
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, others.tokenHash));
    expect(kept?.voidedAt).toBeNull();
  });

  it('void every open link of a user and count those still usable; a voided invitation cannot be accepted', async () => {
    const { db } = database;
    const firm = await createFirm(db);
    const user = await createUser(db, { firmId: firm.id, role: 'client' });
    const stale = generateToken();
    const live = generateToken();
    await db.insert(invitations).values([
      {
        firmId: firm.id,
        userId: user.id,
        tokenHash: stale.tokenHash,
        expiresAt: later(-1),
        createdAt: later(-60),
      },
      { firmId: firm.id, userId: user.id, tokenHash: live.tokenHash, expiresAt: later(60), createdAt: now },
    ]);
    const [row] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.tokenHash, live.tokenHash));
    if (!row) throw new Error('no invitation');

    expect(await voidLinks(db, 'invitation', user.id, later(1))).toEqual({ usable: 1 });
    expect(await claimLink(db, 'invitation', { id: row.id }, later(2))).toBeNull();
    const rows = await db
      .select({ voidedAt: invitations.voidedAt })
      .from(invitations)
      .where(eq(invitations.userId, user.id));
    expect(rows).toEqual([{ voidedAt: later(1) }, { voidedAt: later(1) }]);
    expect(await voidLinks(db, 'invitation', user.id, later(3))).toEqual({ usable: 0 });
    expect(await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toEqual([]);
  });
});
