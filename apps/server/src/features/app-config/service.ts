import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildManifestSchema, type PublicConfig, type RealtimeConfig } from '@atrium/domain/contract/config';
import type { RealtimeSettings } from '../../config.ts';
import type { Site } from '../../platform/site.ts';

// Without a built web app (tests, `npm run dev`) there is no manifest and the build is "development".
const developmentBuildId = 'development';

type Deps = {
  webDistDir: string;
  realtime: RealtimeSettings;
  sessionIdleMinutes: number;
  ipipelineQuoteUrl: string | null;
  // Whether a host is one of a firm's own domains (features/tenancy).
  isFirmDomain?: (host: string) => Promise<boolean>;
};

export function createAppConfigService({
  webDistDir,
  realtime,
  sessionIdleMinutes,
  ipipelineQuoteUrl,
  isFirmDomain,
}: Deps) {
  const manifestPath = join(webDistDir, 'build-manifest.json');
  // The public half of the realtime settings; the secret stays here.
  const realtimeConfig: RealtimeConfig = {
    key: realtime.key,
    cluster: 'mt1',
    wsHost: realtime.wsHost,
    wsPort: realtime.wsPort,
    wssPort: realtime.wssPort,
    forceTLS: realtime.forceTLS,
  };

  // Read on each call (a few bytes): a rebuild while the server runs is seen at once.
  async function readBuildId(): Promise<string> {
    try {
      const manifest = buildManifestSchema.safeParse(JSON.parse(await readFile(manifestPath, 'utf8')));
      return manifest.success ? manifest.data.buildId : developmentBuildId;
    } catch {
      return developmentBuildId;
    }
  }

  return {
    async getPublicConfig(site?: Site): Promise<PublicConfig> {
      // A firm served at its own domain reaches the WebSocket there too: the same process serves both.
      const isOwnDomain = site && isFirmDomain ? await isFirmDomain(site.host) : false;
      return {
        buildId: await readBuildId(),
        realtime:
          isOwnDomain && site ? { ...realtimeConfig, wsHost: site.host.toLowerCase() } : realtimeConfig,
        session: { idleMinutes: sessionIdleMinutes },
        ipipeline: { quoteUrl: ipipelineQuoteUrl },
      };
    },
  };
}

export type AppConfigService = ReturnType<typeof createAppConfigService>;
