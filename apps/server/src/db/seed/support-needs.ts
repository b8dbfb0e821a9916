import { currentConsentVersion } from '@atrium/domain/support/needs';
import { eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { clients, supportNeeds } from '../schema.ts';
import { findDemoClient } from './demo-client.ts';

// The demo's support needs (docs/support-needs.md): Priya Shah told the firm she is caring for her father and would
// like more time and a phone call rather than written messages, so her client page, the reply box and her meeting
// show the adjustments from the first start. Seeded once: a firm with any support needs is left alone.
export async function seedDemoSupportNeeds(
  tx: Tx,
  demo: { mfaClient: string },
  now = new Date(),
): Promise<void> {
  const priya = await findDemoClient(tx, demo.mfaClient);
  if (!priya) return;
  const [existing] = await tx
    .select({ id: supportNeeds.id })
    .from(supportNeeds)
    .where(eq(supportNeeds.firmId, priya.firmId))
    .limit(1);
  if (existing) return;
  const [client] = await tx
    .select({ userId: clients.userId })
    .from(clients)
    .where(eq(clients.id, priya.clientId));
  const recordedAt = new Date(now.getTime() - 14 * 24 * 60 * 60_000);
  await tx.insert(supportNeeds).values({
    firmId: priya.firmId,
    clientId: priya.clientId,
    person: 1,
    recordedBy: client?.userId ?? null,
    drivers: ['life_events.caring'],
    details: 'I look after my father most afternoons, so mornings are best for calls.',
    preferredContact: 'phone',
    adjustments: ['more_time', 'phone_not_messages'],
    trustedContact: null,
    consentAt: recordedAt,
    consentVersion: currentConsentVersion,
    createdAt: recordedAt,
    updatedAt: recordedAt,
  });
}
