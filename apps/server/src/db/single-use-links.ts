import { and, eq, gt, inArray, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from './connect.ts';
import { emailChanges, invitations, passwordResets, users } from './schema.ts';

// One mechanism for every link mailed to one person that works once: a password reset, an invitation, an email
// change. Each kind keeps its table (their extra columns differ, and other features read the invitations), but
// the lifecycle is this module's alone:
//   issue    a random token for the mail, only its SHA-256 stored: generateToken/hashToken (platform/tokens.ts)
//   replace  a newer link voids the user's older ones, in the same transaction as its insert
//   usable   not claimed, not voided, not expired: the one definition every read and claim uses
//   claim    once: only the request whose UPDATE still finds the row usable gets it, even under races
//   void     every link of the user not yet claimed (a password change, a withdrawal, a cancellation)
export const singleUseLinks = {
  passwordReset: { table: passwordResets, claimedAt: passwordResets.usedAt, claimedKey: 'usedAt' },
  invitation: { table: invitations, claimedAt: invitations.acceptedAt, claimedKey: 'acceptedAt' },
  emailChange: { table: emailChanges, claimedAt: emailChanges.confirmedAt, claimedKey: 'confirmedAt' },
} as const;

type Links = typeof singleUseLinks;
export type SingleUseLinkKind = keyof Links;
type LinkRow<K extends SingleUseLinkKind> = Links[K]['table']['$inferSelect'];
type LinkInsert<K extends SingleUseLinkKind> = Links[K]['table']['$inferInsert'] & {
  userId: number;
  createdAt: Date;
};

// An invitation's "pending" flag is kept by triggers (migrations/0053_dashboard_pending_invitations.sql) that lock the invitee's
// users row after the statement has locked the invitation's row; a change of the person's access (users.disabled_at)
// takes the same two locks the other way round, the users row and then, in its trigger, the invitations. Two such
// transactions for one person could each wait for the other, and PostgreSQL would abort one as a deadlock. Every
// change of an invitation therefore locks the invitee's users row first (as the trigger does), so all of them take
// the locks in one order. `invitees` selects the user ids; the other kinds have no such trigger and lock nothing.
export async function lockInvitees(tx: Tx, invitees: SQLWrapper | number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(typeof invitees === 'number' ? eq(users.id, invitees) : inArray(users.id, invitees))
    .for('no key update');
}

// Runs a change of `kind`'s links: for invitations inside a transaction that first locks the invitees (above).
function changeLinks<T>(
  db: Db | Tx,
  kind: SingleUseLinkKind,
  invitees: () => SQLWrapper | number,
  change: (tx: Db | Tx) => Promise<T>,
): Promise<T> {
  if (kind !== 'invitation') return change(db);
  return db.transaction(async (tx) => {
    await lockInvitees(tx, invitees());
    return change(tx);
  });
}

// Not yet claimed and not voided (an expired link is no longer usable, but still open until replaced).
export function openLink(kind: SingleUseLinkKind): SQL {
  const { table, claimedAt } = singleUseLinks[kind];
  return and(isNull(claimedAt), isNull(table.voidedAt)) as SQL;
}

export function usableLink(kind: SingleUseLinkKind, now: Date): SQL {
  return and(openLink(kind), gt(singleUseLinks[kind].table.expiresAt, now)) as SQL;
}

// The rows of one table, seen through the columns every kind shares.
function linkTable(kind: SingleUseLinkKind) {
  return singleUseLinks[kind].table as unknown as typeof passwordResets;
}

export async function voidLinks(
  db: Db | Tx,
  kind: SingleUseLinkKind,
  userId: number,
  now: Date,
): Promise<{ usable: number }> {
  const table = linkTable(kind);
  const rows = await changeLinks(
    db,
    kind,
    () => userId,
    (tx) =>
      tx
        .update(table)
        .set({ voidedAt: now })
        .where(and(eq(table.userId, userId), openLink(kind)))
        .returning({ expiresAt: table.expiresAt }),
  );
  return { usable: rows.filter((row) => row.expiresAt > now).length };
}

export async function replaceLink<K extends SingleUseLinkKind>(
  db: Db,
  kind: K,
  link: LinkInsert<K>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // voidLinks locks an invitee first (changeLinks), and the lock holds until this transaction ends.
    await voidLinks(tx, kind, link.userId, link.createdAt);
    await tx.insert(singleUseLinks[kind].table).values(link as never);
  });
}

// Claims the usable link matching `which` (its token hash, or its id once looked up) and answers its row, or
// null when another request claimed it first or it is voided or expired.
export async function claimLink<K extends SingleUseLinkKind>(
  db: Db | Tx,
  kind: K,
  which: { tokenHash: string; userId?: number } | { id: number },
  now: Date,
): Promise<LinkRow<K> | null> {
  const table = linkTable(kind);
  const match =
    'id' in which
      ? [eq(table.id, which.id)]
      : [
          eq(table.tokenHash, which.tokenHash),
          ...(which.userId === undefined ? [] : [eq(table.userId, which.userId)]),
        ];
  const [row] = await changeLinks(
    db,
    kind,
    () =>
      db
        .select({ userId: table.userId })
        .from(table)
        .where(and(...match)),
    (tx) =>
      tx
        .update(table)
        .set({ [singleUseLinks[kind].claimedKey]: now } as never)
        .where(and(...match, usableLink(kind, now)))
        .returning(),
  );
  return (row as LinkRow<K> | undefined) ?? null;
}
