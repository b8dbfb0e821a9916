import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildManifestSchema, type PublicConfig, type RealtimeConfig } from '@atrium/domain/contract/config';
import type { RealtimeSettings } from '../../config.ts';

// Without a built web app (tests, `npm run dev`) there is no manifest and the build is "development".
const developmentBuildId = 'development';

type Deps = {
  webDistDir: string;
  realtime: RealtimeSettings;
  sessionIdleMinutes: number;
  ipipelineQuoteUrl: string | null;
};

export function createAppConfigService({
  webDistDir,
  realtime,
  sessionIdleMinutes,
  ipipelineQuoteUrl,
}: Deps) {
  const manifestPath = join(webDistDir, 'build-manifest.json');
  // Spec §9: the public half of the realtime settings; the secret stays here.
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
    async getPublicConfig(): Promise<PublicConfig> {
      return {
        buildId: await readBuildId(),
        realtime: realtimeConfig,
        session: { idleMinutes: sessionIdleMinutes },
        ipipeline: { quoteUrl: ipipelineQuoteUrl },
      };
    },
  };
}

export type AppConfigService = ReturnType<typeof createAppConfigService>;
