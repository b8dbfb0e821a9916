import { z } from 'zod';
import { dataOf, isoDateTime, listOf, personRefSchema, requiredText } from './fields.ts';

// The firm's team, managed by an admin at /adviser/team: advisers and admins, their role, status and
// how many clients each has; invitations (a create-password link by mail), role changes, deactivation and the
// reassignment of clients between advisers. 401 without a login, 403 to a client and to an adviser.

export const teamMessages = {
  adminOnly: "Only an admin can manage the firm's team.",
  emailTaken: 'This email address already belongs to someone in the portal.',
  lastAdmin: 'The firm needs at least one active admin: make someone else an admin first.',
  hasClients: (count: number) =>
    `Reassign this person's ${count} ${count === 1 ? 'client' : 'clients'} to another adviser before deactivating them.`,
  alreadyDeactivated: 'This person is already deactivated.',
  notDeactivated: 'This person is not deactivated.',
  sameAdviser: 'Choose a different adviser to move the clients to.',
  targetInactive: 'Clients can only be moved to an active adviser or admin.',
  invitationSent: 'Invitation sent.',
  noClientsChosen: 'Choose at least one client to move.',
} as const;

export const staffRoleSchema = z.enum(['adviser', 'admin'], { error: 'The role must be adviser or admin.' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

// invited: an invitation was sent and the person has not yet created their password.
export const teamMemberStatusSchema = z.enum(['active', 'invited', 'deactivated']);
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  status: teamMemberStatusSchema,
  client_count: z.number().int().min(0),
  is_self: z.boolean(),
  deactivated_at: isoDateTime.nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamResponseSchema = listOf(teamMemberSchema);
export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamMemberResponseSchema = dataOf(teamMemberSchema);
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

export const teamMemberParamsSchema = z.object({
  userId: z.coerce.number({ error: 'Not a team member.' }).int().min(1).max(2_147_483_647),
});

export const inviteTeamMemberRequestSchema = z.object({
  name: requiredText('name', 120),
  email: requiredText('email', 254).pipe(z.email({ error: 'Enter a valid email address.' })),
  role: staffRoleSchema,
});
export type InviteTeamMemberRequest = z.input<typeof inviteTeamMemberRequestSchema>;

export const inviteTeamMemberResponseSchema = z.object({ message: z.string(), data: teamMemberSchema });

export const changeRoleRequestSchema = z.object({ role: staffRoleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

export const memberClientsResponseSchema = listOf(personRefSchema);
export type MemberClientsResponse = z.infer<typeof memberClientsResponseSchema>;

// Moves the named clients (or, without client_ids, every client) of one adviser to another.
export const reassignClientsRequestSchema = z.object({
  // Ids are PostgreSQL integers: a larger number is not a record (and must not reach the query).
  to_user_id: z
    .number({ error: 'Choose the adviser to move the clients to.' })
    .int()
    .min(1)
    .max(2_147_483_647, 'Choose the adviser to move the clients to.'),
  client_ids: z
    .array(z.number().int().min(1).max(2_147_483_647, 'Not a client id.'))
    .min(1, teamMessages.noClientsChosen)
    .max(10_000)
    .optional(),
});
export type ReassignClientsRequest = z.infer<typeof reassignClientsRequestSchema>;

export const reassignClientsResponseSchema = z.object({ moved: z.number().int().min(0) });
export type ReassignClientsResponse = z.infer<typeof reassignClientsResponseSchema>;
