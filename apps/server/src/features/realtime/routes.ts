import {
  realtimeAuthRequestSchema,
  realtimeAuthResponseSchema,
  realtimeUserAuthRequestSchema,
  realtimeUserAuthResponseSchema,
} from '@atrium/domain/contract/realtime';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import type { RealtimeService } from './service.ts';

type Options = { service: RealtimeService };

export const realtimeRoutes = signedInRoutes<Options>(async (app, { service }) => {
  // pusher-js posts socket_id and channel_name form-encoded; JSON is accepted too. Only in this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // A signature is for one socket only: never kept by a browser or proxy.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // The web app posts to api/realtime/auth; Laravel Echo's default is /broadcasting/auth.
  for (const url of ['/api/realtime/auth', '/broadcasting/auth']) {
    app.post(
      url,
      { schema: { body: realtimeAuthRequestSchema, response: { 200: realtimeAuthResponseSchema } } },
      (request) => service.authorize(requireAuth(request), request.body),
    );
  }

  // Laravel Echo's and pusher-js's user authentication, beside /broadcasting/auth.
  app.post(
    '/broadcasting/user-auth',
    { schema: { body: realtimeUserAuthRequestSchema, response: { 200: realtimeUserAuthResponseSchema } } },
    (request) => service.authenticateUser(requireAuth(request), request.body),
  );
});
