import { devOutboxResponseSchema } from '@atrium/domain/contract/dev-outbox';
import type { DevAid } from '../../platform/dev-only.ts';
import { siteOf } from '../../platform/site.ts';
import type { DevOutboxService } from './service.ts';

// A development aid (platform/dev-only.ts: outside production, to a caller on this machine). No login: it exists so
// a newcomer can read a reset mail or an MFA code on a laptop with no mail server. It shows the mail of the firm
// served at the request's host only.
export const devOutboxRoutes =
  (service: DevOutboxService): DevAid =>
  (app) => {
    // The web app's pages that read it (/dev/mailbox): the same page the web app's fallback serves, loopback only.
    app.get('/dev/*', (_request, reply) => reply.callNotFound());

    app.get('/api/dev/outbox', { schema: { response: { 200: devOutboxResponseSchema } } }, (request) =>
      service.list(siteOf(request)),
    );
  };
