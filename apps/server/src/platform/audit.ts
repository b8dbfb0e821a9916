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

// What a signed-in caller did (`auth`: their firm and user), from where (their IP and browser, platform/site.ts).
export function callerEvent(
  auth: { firmId: number; userId: number },
  info: { ip: string; userAgent: string | null },
  type: string,
  data?: Record<string, unknown>,
): AuditEvent {
  return { ...info, type, firmId: auth.firmId, userId: auth.userId, ...(data ? { data } : {}) };
}

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
