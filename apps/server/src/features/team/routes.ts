import {
  changeRoleRequestSchema,
  inviteTeamMemberRequestSchema,
  inviteTeamMemberResponseSchema,
  memberClientsResponseSchema,
  reassignClientsRequestSchema,
  reassignClientsResponseSchema,
  teamMemberParamsSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
} from '@atrium/domain/contract/team';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { TeamService } from './service.ts';

type Options = { service: TeamService };

// The firm's team, for admins at /adviser/team.
export const teamRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const base = '/api/adviser/team';
  const one = `${base}/:userId`;
  const params = teamMemberParamsSchema;

  app.get(base, { schema: { response: { 200: teamResponseSchema } } }, (request) =>
    service.list(requireAuth(request)),
  );

  app.post(
    `${base}/invitations`,
    {
      schema: { body: inviteTeamMemberRequestSchema, response: { 201: inviteTeamMemberResponseSchema } },
    },
    (request, reply) =>
      created(reply, service.invite(requireAuth(request), request.body, clientInfoOf(request))),
  );

  app.put(
    `${one}/role`,
    {
      schema: { params, body: changeRoleRequestSchema, response: { 200: teamMemberResponseSchema } },
    },
    (request) =>
      service.changeRole(requireAuth(request), request.params.userId, request.body, clientInfoOf(request)),
  );

  app.post(
    `${one}/deactivate`,
    { schema: { params, response: { 200: teamMemberResponseSchema } } },
    (request) => service.deactivate(requireAuth(request), request.params.userId, clientInfoOf(request)),
  );

  app.post(
    `${one}/reactivate`,
    { schema: { params, response: { 200: teamMemberResponseSchema } } },
    (request) => service.reactivate(requireAuth(request), request.params.userId, clientInfoOf(request)),
  );

  app.get(
    `${one}/clients`,
    { schema: { params, response: { 200: memberClientsResponseSchema } } },
    (request) => service.clientsOf(requireAuth(request), request.params.userId),
  );

  app.post(
    `${one}/reassign`,
    {
      schema: {
        params,
        body: reassignClientsRequestSchema,
        response: { 200: reassignClientsResponseSchema },
      },
    },
    (request) =>
      service.reassign(requireAuth(request), request.params.userId, request.body, clientInfoOf(request)),
  );
});
