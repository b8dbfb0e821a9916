import { readFile } from 'node:fs/promises';
import type { Firm } from '@atrium/domain/contract/firm';
import { AppError, serverMessages } from '../../platform/errors.ts';
import type { Site } from '../../platform/site.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { logoTypeOfKey, logoUrlOf, logoVersionOfKey } from '../firm-settings/logo-key.ts';
import type { FirmRecord, FirmRepo } from './repo.ts';

export const firmLogoPath = '/api/firm/logo';

const defaultLogoFile = new URL('./default-logo.svg', import.meta.url);

// `storage` holds logos uploaded at /adviser/settings (features/firm-settings).
export function createFirmService({ repo, storage }: { repo: FirmRepo; storage?: FileStorage }) {
  let defaultLogo: Promise<Buffer> | undefined;

  // Firms are told apart by the request's host (features/tenancy); an unclaimed host gets the default firm.
  async function resolveFirm(site: Site): Promise<FirmRecord> {
    const firm = await repo.findFirmForHost(site.host);
    if (!firm) throw new AppError('not_configured', serverMessages.notConfigured);
    return firm;
  }

  return {
    resolveFirm,

    async getFirm(site: Site): Promise<Firm> {
      const firm = await resolveFirm(site);
      return {
        name: firm.name,
        colours: { primary: firm.primaryColour },
        logoUrl: logoUrlOf(firm.logoPath),
        onboardingEnabled: firm.onboardingEnabled,
        securePortalUrl: firm.securePortalUrl,
        accessIpipeline: firm.accessIpipeline,
      };
    },

    // The firm's uploaded logo (its type known from its key, sniffed at upload), else the default mark.
    async getLogo(
      site: Site,
    ): Promise<{ body: Buffer | NodeJS.ReadableStream; contentType: string; version: string | null }> {
      const firm = await resolveFirm(site);
      const uploadedType = firm.logoPath ? logoTypeOfKey(firm.logoPath) : null;
      if (firm.logoPath && uploadedType && storage) {
        const stored = await storage.get(firm.logoPath);
        if (stored)
          return { body: stored.stream, contentType: uploadedType, version: logoVersionOfKey(firm.logoPath) };
      }
      defaultLogo ??= readFile(defaultLogoFile);
      return { body: await defaultLogo, contentType: 'image/svg+xml', version: null };
    },
  };
}

export type FirmService = ReturnType<typeof createFirmService>;
