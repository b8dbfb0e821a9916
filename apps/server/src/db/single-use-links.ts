import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './connect.ts';
import { emailChanges, invitations, passwordResets } from './schema.ts';

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
  const rows = await db
    .update(table)
    .set({ voidedAt: now })
    .where(and(eq(table.userId, userId), openLink(kind)))
    .returning({ expiresAt: table.expiresAt });
  return { usable: rows.filter((row) => row.expiresAt > now).length };
}

export async function replaceLink<K extends SingleUseLinkKind>(
  db: Db,
  kind: K,
  link: LinkInsert<K>,
): Promise<void> {
  await db.transaction(async (tx) => {
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
  const [row] = await db
    .update(table)
    .set({ [singleUseLinks[kind].claimedKey]: now } as never)
    .where(and(...match, usableLink(kind, now)))
    .returning();
  return (row as LinkRow<K> | undefined) ?? null;
}
