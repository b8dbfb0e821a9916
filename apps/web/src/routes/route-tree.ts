import { index, layout, rootRoute, route } from '@tanstack/virtual-file-routes';

// The route tree, one file per route (each a createFileRoute with its page in the same file). @tanstack/router-plugin
// (vite.config.ts) generates routeTree.gen.ts from it and splits every route's components into chunks of their own
// (docs/decisions/014-automatic-code-splitting.md). The public pages share the auth layout; who may open a
// signed-in page by role is decided by the pathless layout route it sits under (_client.tsx, _staff.tsx, _admin.tsx,
// _admin-client-tabs.tsx). A layout's id gets a leading underscore: the login page's route id is '/_auth/login'.
export const routes = rootRoute('root.tsx', [
  layout('auth', 'auth-layout.tsx', [
    route('login', 'login.tsx'),
    route('forgot-password', 'forgot-password.tsx'),
    route('password/reset/$resetToken', 'password-reset.tsx'),
    route('invite/$invitationHash', 'invite.tsx'),
    route('create-password/$invitationHash', 'create-password.tsx'),
    route('multi-factor-auth', 'multi-factor-auth.tsx'),
    route('dev/mailbox', 'dev-mailbox.tsx'),
    route('register', 'register.tsx'),
    route('register/confirm/$token', 'register-confirm.tsx'),
    route('unsubscribe/$token', 'unsubscribe.tsx'),
    route('verify', 'verify.tsx'),
  ]),
  layout('app', 'app-layout.tsx', [
    route('profile', 'profile.tsx'),
    route('profile/email/confirm/$token', 'profile-email-confirm.tsx'),
    layout('_client', '_client.tsx', [
      index('index.tsx'),
      route('fact-find', 'fact-find.tsx'),
      route('fact-find/start', 'fact-find-start.tsx'),
      route('fact-find/review', 'fact-find-review.tsx'),
      route('fact-find/submit-success', 'fact-find-submit-success.tsx'),
      route('messages', 'messages.tsx'),
      route('documents', 'documents.tsx'),
      route('links', 'links.tsx'),
      route('calendar', 'calendar.tsx'),
      route('atrq', 'atrq.tsx'),
      route('atrq/result', 'atrq-result.tsx'),
      route('finances', 'finances.tsx'),
      route('forecast', 'forecast.tsx'),
      route('portfolio', 'portfolio.tsx'),
      route('i-pipeline', 'protection.tsx'),
      route('review', 'review.tsx'),
      route('signatures', 'signatures.tsx'),
      route('signatures/$signatureId', 'signature.tsx'),
    ]),
  ]),
  layout('_staff', '_staff.tsx', [
    route('adviser', 'adviser-layout.tsx', [
      index('adviser-dashboard.tsx'),
      route('clients', 'adviser-clients.tsx'),
      route('messages', 'adviser-messages.tsx'),
      route('calendar', 'adviser-calendar.tsx'),
      route('reviews', 'adviser-reviews.tsx'),
      route('reviews/$clientId', 'adviser-review.tsx'),
      route('document-requests', 'adviser-document-requests.tsx'),
      route('clients/$clientId', 'adviser-client.tsx', [
        index('adviser-client-overview.tsx'),
        route('fact-find', 'adviser-client-fact-find.tsx'),
        route('messages', 'adviser-client-messages.tsx'),
        route('notifications', 'adviser-client-notifications.tsx'),
        route('documents', 'adviser-client-documents.tsx'),
        route('risk', 'adviser-client-risk.tsx'),
        route('portfolio', 'portfolio-adviser-tab.tsx'),
        route('forecast', 'adviser-client-forecast.tsx'),
        route('signatures', 'adviser-client-signatures.tsx'),
        layout('_admin', '_admin-client-tabs.tsx', [
          route('permissions', 'adviser-templates-client-permissions.tsx'),
          route('data-rights', 'adviser-client-data-rights.tsx'),
        ]),
      ]),
      layout('_admin', '_admin.tsx', [
        route('templates', 'adviser-templates.tsx'),
        route('document-templates', 'adviser-document-templates.tsx'),
        route('settings', 'adviser-settings.tsx'),
        route('settings/forecast', 'adviser-forecast-assumptions.tsx'),
        route('team', 'adviser-team.tsx'),
        route('audit', 'adviser-audit.tsx'),
        route('integrations', 'adviser-integrations.tsx'),
        route('integrations/webhooks/$endpointId', 'adviser-webhook-deliveries.tsx'),
      ]),
    ]),
  ]),
]);
