import { readFile } from 'node:fs/promises';
import type { Firm } from '@atrium/domain/contract/firm';
import { AppError, serverMessages } from '../../platform/errors.ts';
import type { Site } from '../../platform/site.ts';
import type { FirmRecord, FirmRepo } from './repo.ts';

export const firmLogoPath = '/api/firm/logo';

const defaultLogoFile = new URL('./default-logo.svg', import.meta.url);

export function createFirmService({ repo }: { repo: FirmRepo }) {
  let defaultLogo: Promise<Buffer> | undefined;

  // The seam for firms told apart by host (a later issue): today the deployment's one firm.
  async function resolveFirm(_site: Site): Promise<FirmRecord> {
    const firm = await repo.findFirstFirm();
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
        logoUrl: firmLogoPath,
        onboardingEnabled: firm.onboardingEnabled,
        securePortalUrl: firm.securePortalUrl,
        accessIpipeline: firm.accessIpipeline,
      };
    },

    // Uploaded logos arrive with the branding settings; until then every firm shows the default mark.
    async getLogo(site: Site): Promise<{ body: Buffer; contentType: string }> {
      await resolveFirm(site);
      defaultLogo ??= readFile(defaultLogoFile);
      return { body: await defaultLogo, contentType: 'image/svg+xml' };
    },
  };
}

export type FirmService = ReturnType<typeof createFirmService>;
