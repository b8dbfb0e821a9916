import type { DevOutboxResponse } from '@atrium/domain/contract/dev-outbox';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export function createDevOutboxService({ outbox }: { outbox: Pick<Outbox, 'listRecent'> }) {
  return {
    async list(): Promise<DevOutboxResponse> {
      const rows = await outbox.listRecent(200);
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
