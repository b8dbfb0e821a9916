import type { PublicConfig } from '@atrium/domain/contract/config';
import { http } from './http.ts';

// GET /api/config: the build id, the realtime client's settings and the server's session idle timeout.
// Its schema is loaded with the call: nothing needs the config before the first paint.
export async function fetchPublicConfig(): Promise<PublicConfig> {
  const { publicConfigSchema } = await import('@atrium/domain/contract/config');
  return http.get('/api/config', { schema: publicConfigSchema, auth: false });
}

export const publicConfigQueryKey = ['public-config'] as const;
