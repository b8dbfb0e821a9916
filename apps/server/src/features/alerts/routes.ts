import {
  notificationPreferencesResponseSchema,
  unsubscribeParamsSchema,
  unsubscribePath,
  unsubscribeResponseSchema,
  updateNotificationPreferencesSchema,
} from '@atrium/domain/contract/profile';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { AlertsService } from './service.ts';

type Options = { service: AlertsService; authenticate: onRequestAsyncHookHandler };

// The alert mails' settings (on /profile) and their unsubscribe links (public: the signed token decides).
export const alertsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, authenticate }) => {
  // The signed-in calls, in a scope that authenticates before any body is validated (signedInRoutes,
  // platform/authenticate.ts).
  await app.register(
    signedInRoutes(async (signedIn) => {
      signedIn.get(
        '/api/profile/notification-preferences',
        { schema: { response: { 200: notificationPreferencesResponseSchema } } },
        (request) => service.preferences(requireAuth(request)),
      );

      signedIn.put(
        '/api/profile/notification-preferences',
        {
          schema: {
            body: updateNotificationPreferencesSchema,
            response: { 200: notificationPreferencesResponseSchema },
          },
        },
        (request) => service.savePreferences(requireAuth(request), request.body),
      );
    }),
    { authenticate },
  );

  // What the page shows before its button is pressed; it changes nothing.
  app.get(
    '/api/unsubscribe/:token',
    { schema: { params: unsubscribeParamsSchema, response: { 200: unsubscribeResponseSchema } } },
    (request) => service.describeUnsubscribe(request.params.token),
  );

  app.post(
    '/api/unsubscribe/:token',
    { schema: { params: unsubscribeParamsSchema, response: { 200: unsubscribeResponseSchema } } },
    (request) => service.unsubscribe(request.params.token, clientInfoOf(request)),
  );

  // RFC 8058: a mail client POSTs "List-Unsubscribe=One-Click" to the List-Unsubscribe link (the page's own
  // address), form-encoded or multipart. The body says nothing the URL does not, so it is read and ignored;
  // only in this plugin, and only up to 4 KiB.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(
    `${unsubscribePath}/:token`,
    { schema: { params: unsubscribeParamsSchema, response: { 200: unsubscribeResponseSchema } } },
    (request) => service.unsubscribe(request.params.token, clientInfoOf(request)),
  );
};
