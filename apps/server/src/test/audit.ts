import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { auditEvents } from '../db/schema.ts';

// A firm's audit events of one type, newest first.
export const firmAuditEvents = (db: Db, firmId: number, type: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.firmId, firmId), eq(auditEvents.type, type)))
    .orderBy(desc(auditEvents.id));

// Every audit event of one type, oldest first (each test file has a database of its own).
export const auditEventsOfType = (db: Db, type: string) =>
  db.select().from(auditEvents).where(eq(auditEvents.type, type)).orderBy(asc(auditEvents.id));
