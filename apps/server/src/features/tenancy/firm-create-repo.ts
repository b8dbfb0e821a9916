import type { Db } from '../../db/connect.ts';
import { auditEvents, firmDomains, firms, invitations, users } from '../../db/schema.ts';

export type NewFirm = {
  name: string;
  primaryColour: string;
  domains: string[];
  admin: { name: string; email: string; emailNormalised: string; passwordHash: string };
  invitation: { tokenHash: string; expiresAt: Date };
  now: Date;
};

// `npm run firm:create`: the firm, its domains, its first admin and their invitation, all or nothing.
export function createFirmCreateRepo(db: Db) {
  return {
    async createFirmWithAdmin(input: NewFirm) {
      return db.transaction(async (tx) => {
        const [firm] = await tx
          .insert(firms)
          .values({ name: input.name, primaryColour: input.primaryColour })
          .returning({ id: firms.id });
        if (!firm) throw new Error('The firm was not created.');
        await tx
          .insert(firmDomains)
          .values(input.domains.map((domain) => ({ firmId: firm.id, domain, createdAt: input.now })));
        const [admin] = await tx
          .insert(users)
          .values({ firmId: firm.id, role: 'admin', ...input.admin })
          .returning({ id: users.id });
        if (!admin) throw new Error('The admin was not created.');
        await tx.insert(invitations).values({
          firmId: firm.id,
          userId: admin.id,
          invitedBy: null,
          tokenHash: input.invitation.tokenHash,
          expiresAt: input.invitation.expiresAt,
          createdAt: input.now,
        });
        await tx.insert(auditEvents).values({
          firmId: firm.id,
          userId: null,
          type: 'firm.created',
          data: { domains: input.domains, adminUserId: admin.id, via: 'firm:create' },
          createdAt: input.now,
        });
        return { firmId: firm.id, adminId: admin.id };
      });
    },
  };
}

export type FirmCreateRepo = ReturnType<typeof createFirmCreateRepo>;
