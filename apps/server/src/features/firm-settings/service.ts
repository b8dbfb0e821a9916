import { Readable } from 'node:stream';
import {
  type FirmSettings,
  type FirmSettingsResponse,
  firmSettingsMessages,
  type UpdateFirmSettings,
} from '@atrium/domain/contract/firm-settings';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { invalidField } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { Access } from '../access/access.ts';
import { checkLogo } from './logo-image.ts';
import { logoUrlOf, newLogoKey } from './logo-key.ts';
import type { FirmSettingsRepo, FirmSettingsRow, FirmSettingsValues } from './repo.ts';

type Deps = { repo: FirmSettingsRepo; storage: FileStorage; access: Access; audit: AuditLog };

function toSettings(row: FirmSettingsRow): FirmSettings {
  return {
    name: row.name,
    colours: { primary: row.primaryColour },
    logoUrl: logoUrlOf(row.logoPath),
    hasCustomLogo: row.logoPath !== null,
    onboardingEnabled: row.onboardingEnabled,
    securePortalUrl: row.securePortalUrl,
    accessIpipeline: row.accessIpipeline,
    consentRequired: row.factFindConsentRequired,
    consentText: row.factFindConsentText,
    declarationRequired: row.factFindDeclarationRequired,
    declarationText: row.factFindDeclarationText,
    riskReviewMonths: row.riskReviewMonths,
    reviewFrequencyMonths: row.reviewFrequencyMonths,
    reviewLeadWeeks: row.reviewLeadWeeks,
    reviewReminderDays: row.reviewReminderDays,
    signatureReminderDays: row.signatureReminderDays,
    replyTargetHours: row.replyTargetHours,
  };
}

// Which settings an update changed, for the audit trail: old and new values, except the consent and declaration
// texts, whose change is recorded by their lengths (the words themselves are kept with every consent and
// declaration given).
function changesOf(before: FirmSettingsRow, after: FirmSettingsValues): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof FirmSettingsValues)[]) {
    const [was, now] = [before[key], after[key]];
    if (was === now) continue;
    changes[key] =
      key === 'factFindConsentText' || key === 'factFindDeclarationText'
        ? { fromLength: String(was).length, toLength: String(now).length }
        : { from: was, to: now };
  }
  return changes;
}

// Branding and portal settings: admins only. GET api/firm reads the same row on every call (nothing caches it),
// so a change shows for everyone at their next request.
export function createFirmSettingsService({ repo, storage, access, audit }: Deps) {
  // The firm's administration (features/access assertAdmin), refused to an adviser in this feature's words.
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, firmSettingsMessages.adminOnly);

  async function removeQuietly(key: string | null) {
    // The row no longer names it; a file left behind is unreachable, so a failed removal is not the admin's problem.
    if (key) await storage.remove(key).catch(() => undefined);
  }

  return {
    async get(auth: AuthContext): Promise<FirmSettingsResponse> {
      requireAdmin(auth);
      return { data: toSettings(await repo.getFirm(auth.firmId)) };
    },

    async update(
      auth: AuthContext,
      parsed: UpdateFirmSettings,
      info: ClientInfo,
    ): Promise<FirmSettingsResponse> {
      requireAdmin(auth);
      const before = await repo.getFirm(auth.firmId);
      const values: FirmSettingsValues = {
        name: parsed.name,
        primaryColour: parsed.primaryColour,
        onboardingEnabled: parsed.onboardingEnabled,
        securePortalUrl: parsed.securePortalUrl,
        accessIpipeline: parsed.accessIpipeline,
        factFindConsentRequired: parsed.consentRequired,
        factFindConsentText: parsed.consentText,
        factFindDeclarationRequired: parsed.declarationRequired ?? before.factFindDeclarationRequired,
        factFindDeclarationText: parsed.declarationText ?? before.factFindDeclarationText,
        riskReviewMonths: parsed.riskReviewMonths ?? before.riskReviewMonths,
        reviewFrequencyMonths: parsed.reviewFrequencyMonths ?? before.reviewFrequencyMonths,
        reviewLeadWeeks: parsed.reviewLeadWeeks ?? before.reviewLeadWeeks,
        reviewReminderDays: parsed.reviewReminderDays ?? before.reviewReminderDays,
        signatureReminderDays: parsed.signatureReminderDays ?? before.signatureReminderDays,
        replyTargetHours: parsed.replyTargetHours ?? before.replyTargetHours,
      };
      const changes = changesOf(before, values);
      const after = Object.keys(changes).length > 0 ? await repo.update(auth.firmId, values) : before;
      if (Object.keys(changes).length > 0)
        await audit.record(callerEvent(auth, info, 'firm.settings.updated', { changes }));
      return { data: toSettings(after) };
    },

    async uploadLogo(
      auth: AuthContext,
      receive: () => Promise<Buffer | null>,
      info: ClientInfo,
    ): Promise<FirmSettingsResponse> {
      requireAdmin(auth);
      const bytes = await receive();
      if (!bytes) throw invalidField('file', firmSettingsMessages.fileRequired);
      const checked = await checkLogo(bytes);
      if ('problem' in checked) throw invalidField('file', checked.problem);
      const key = newLogoKey(auth.firmId, checked.mime);
      await storage.put(key, Readable.from([bytes]));
      let previous: string | null;
      try {
        previous = await repo.setLogoPath(auth.firmId, key);
      } catch (error) {
        await removeQuietly(key);
        throw error;
      }
      await removeQuietly(previous);
      await audit.record(
        callerEvent(auth, info, 'firm.logo.updated', {
          type: checked.mime,
          size: bytes.length,
          width: checked.width,
          height: checked.height,
        }),
      );
      return { data: toSettings(await repo.getFirm(auth.firmId)) };
    },

    async resetLogo(auth: AuthContext, info: ClientInfo): Promise<FirmSettingsResponse> {
      requireAdmin(auth);
      const previous = await repo.setLogoPath(auth.firmId, null);
      await removeQuietly(previous);
      if (previous) await audit.record(callerEvent(auth, info, 'firm.logo.reset', {}));
      return { data: toSettings(await repo.getFirm(auth.firmId)) };
    },
  };
}

export type FirmSettingsService = ReturnType<typeof createFirmSettingsService>;
