import {
  adviserConversationsResponseSchema,
  clientIdParamsSchema,
  markMessagesReadResponseSchema,
  messagesResponseSchema,
  sendMessageRequestSchema,
} from '@atrium/domain/contract/messages';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import type { MessagesService } from './service.ts';

type Options = { service: MessagesService };

export const messagesRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get('/api/messages', { schema: { response: { 200: messagesResponseSchema } } }, (request) =>
    service.getOwnConversation(requireAuth(request)),
  );

  app.post(
    '/api/messages',
    { schema: { body: sendMessageRequestSchema, response: { 200: messagesResponseSchema } } },
    (request) => service.sendAsClient(requireAuth(request), request.body),
  );

  app.post(
    '/api/messages/mark-all-as-read',
    { schema: { response: { 200: markMessagesReadResponseSchema } } },
    (request) => service.markOwnConversationRead(requireAuth(request)),
  );

  app.get(
    '/api/adviser/conversations',
    { schema: { response: { 200: adviserConversationsResponseSchema } } },
    (request) => service.listConversations(requireAuth(request)),
  );

  app.get(
    '/api/adviser/clients/:clientId/messages',
    { schema: { params: clientIdParamsSchema, response: { 200: messagesResponseSchema } } },
    (request) => service.getClientConversation(requireAuth(request), request.params.clientId),
  );

  app.post(
    '/api/adviser/clients/:clientId/messages',
    {
      schema: {
        params: clientIdParamsSchema,
        body: sendMessageRequestSchema,
        response: { 200: messagesResponseSchema },
      },
    },
    (request) => service.sendToClient(requireAuth(request), request.params.clientId, request.body),
  );
});
