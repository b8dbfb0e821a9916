import { type PublicConfig, publicConfigSchema } from '@atrium/domain/contract/config';
import { http } from './http.ts';

// GET /api/config: the build id, the realtime client's settings and the server's session idle timeout.
export function fetchPublicConfig(): Promise<PublicConfig> {
  return http.get('/api/config', { schema: publicConfigSchema, auth: false });
}

export const publicConfigQueryKey = ['public-config'] as const;
