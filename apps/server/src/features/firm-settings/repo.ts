import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { firms } from '../../db/schema.ts';

export type FirmSettingsRow = typeof firms.$inferSelect;

export type FirmSettingsValues = Pick<
  typeof firms.$inferInsert,
  | 'name'
  | 'primaryColour'
  | 'onboardingEnabled'
  | 'securePortalUrl'
  | 'accessIpipeline'
  | 'factFindConsentRequired'
  | 'factFindConsentText'
  | 'factFindDeclarationRequired'
  | 'factFindDeclarationText'
  | 'riskReviewMonths'
  | 'reviewFrequencyMonths'
  | 'reviewLeadWeeks'
  | 'reviewReminderDays'
  | 'signatureReminderDays'
  | 'replyTargetHours'
>;

export function createFirmSettingsRepo(db: Db) {
  return {
    async getFirm(firmId: number): Promise<FirmSettingsRow> {
      const [row] = await db.select().from(firms).where(eq(firms.id, firmId));
      if (!row) throw new Error(`Firm ${firmId} not found`);
      return row;
    },

    async update(firmId: number, values: FirmSettingsValues): Promise<FirmSettingsRow> {
      const [row] = await db.update(firms).set(values).where(eq(firms.id, firmId)).returning();
      if (!row) throw new Error(`Firm ${firmId} not found`);
      return row;
    },

    // Swaps the logo and answers the key it replaced (null: the default), so the old file can be removed.
    async setLogoPath(firmId: number, logoPath: string | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ logoPath: firms.logoPath })
          .from(firms)
          .where(eq(firms.id, firmId))
          .for('update');
        await tx.update(firms).set({ logoPath }).where(eq(firms.id, firmId));
        return before?.logoPath ?? null;
      });
    },
  };
}

export type FirmSettingsRepo = ReturnType<typeof createFirmSettingsRepo>;
