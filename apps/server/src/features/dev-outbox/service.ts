import type { DevOutboxResponse } from '@atrium/domain/contract/dev-outbox';
import type { Site } from '../../platform/site.ts';
import type { DevOutboxRepo } from './repo.ts';

export function createDevOutboxService({ repo }: { repo: DevOutboxRepo }) {
  return {
    async list(site: Site): Promise<DevOutboxResponse> {
      const rows = await repo.listRecentAt(site.host, 200);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type DevOutboxService = ReturnType<typeof createDevOutboxService>;
