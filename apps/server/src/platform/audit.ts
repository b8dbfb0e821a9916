import type { Db } from '../db/connect.ts';
import { auditEvents } from '../db/schema.ts';
import type { Clock } from './clock.ts';

// Who, what, when (UTC) and where for every authentication result. Never a secret in `data`.
export type AuditEvent = {
  type: string;
  firmId: number;
  userId?: number | null;
  ip?: string | null;
  userAgent?: string | null;
  data?: Record<string, unknown>;
};

export type AuditLog = { record(event: AuditEvent): Promise<void> };

const maxUserAgentLength = 512;

export function createAuditLog(db: Db, clock: Clock): AuditLog {
  return {
    async record(event) {
      await db.insert(auditEvents).values({
        type: event.type,
        firmId: event.firmId,
        userId: event.userId ?? null,
        ip: event.ip ?? null,
        userAgent: event.userAgent?.slice(0, maxUserAgentLength) ?? null,
        data: event.data ?? {},
        createdAt: clock.now(),
      });
    },
  };
}
