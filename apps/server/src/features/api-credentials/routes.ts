import {
  apiCredentialParamsSchema,
  apiCredentialResponseSchema,
  apiCredentialsResponseSchema,
  createApiCredentialRequestSchema,
  createdApiCredentialResponseSchema,
} from '@atrium/domain/contract/api-credentials';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { ApiCredentialsService } from './service.ts';

type Options = { service: ApiCredentialsService };

// The firm's API credentials, managed by its admins (advisers 403).
export const apiCredentialsRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const base = '/api/adviser/api-credentials';

  app.get(base, { schema: { response: { 200: apiCredentialsResponseSchema } } }, (request) =>
    service.list(requireAuth(request)),
  );

  app.post(
    base,
    {
      schema: {
        body: createApiCredentialRequestSchema,
        response: { 201: createdApiCredentialResponseSchema },
      },
    },
    (request, reply) =>
      created(reply, service.create(requireAuth(request), request.body, clientInfoOf(request))),
  );

  app.post(
    `${base}/:credentialId/revoke`,
    { schema: { params: apiCredentialParamsSchema, response: { 200: apiCredentialResponseSchema } } },
    (request) => service.revoke(requireAuth(request), request.params.credentialId, clientInfoOf(request)),
  );
});
