import { describe, expect, it } from 'vitest';
import { invitationRequestSchema } from './account.ts';
import { reassignClientsRequestSchema } from './team.ts';

// Ids are PostgreSQL integers; the fuzz suite found a larger one reaching the query and failing there (500).
describe('ids in request bodies', () => {
  const tooLarge = 2_147_483_648;

  it('a reassignment names advisers and clients by ids a database integer holds', () => {
    expect(reassignClientsRequestSchema.safeParse({ to_user_id: 2_147_483_647 }).success).toBe(true);
    expect(reassignClientsRequestSchema.safeParse({ to_user_id: tooLarge }).success).toBe(false);
    expect(reassignClientsRequestSchema.safeParse({ to_user_id: 1, client_ids: [1, tooLarge] }).success).toBe(
      false,
    );
  });

  it('an invitation names its client by an id a database integer holds', () => {
    const invitation = { email: 'new@example.test', name: 'New Client' };
    expect(invitationRequestSchema.safeParse({ ...invitation, client: 2_147_483_647 }).success).toBe(true);
    expect(invitationRequestSchema.safeParse({ ...invitation, client: tooLarge }).success).toBe(false);
  });
});
