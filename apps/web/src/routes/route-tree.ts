import { adminClientTabsRoute, adminLayoutRoute } from './_admin.tsx';
import { clientLayoutRoute } from './_client.tsx';
import { staffLayoutRoute } from './_staff.tsx';
import { adviserAuditRoute } from './adviser-audit.tsx';
import { adviserCalendarRoute } from './adviser-calendar.tsx';
import { adviserClientRoute } from './adviser-client.tsx';
import { adviserClientDataRightsRoute } from './adviser-client-data-rights.tsx';
import { adviserClientForecastRoute } from './adviser-client-forecast.tsx';
import { adviserClientRiskRoute } from './adviser-client-risk.tsx';
import {
  adviserClientDocumentsRoute,
  adviserClientFactFindRoute,
  adviserClientMessagesRoute,
  adviserClientNotificationsRoute,
  adviserClientOverviewRoute,
} from './adviser-client-tabs.tsx';
import { adviserClientsRoute } from './adviser-clients.tsx';
import { adviserDashboardRoute } from './adviser-dashboard.tsx';
import { adviserForecastAssumptionsRoute } from './adviser-forecast-assumptions.tsx';
import { adviserLayoutRoute } from './adviser-layout.tsx';
import { adviserMessagesRoute } from './adviser-messages.tsx';
import { adviserSettingsRoute } from './adviser-settings.tsx';
import { adviserTeamRoute } from './adviser-team.tsx';
import { adviserTemplatesRoute } from './adviser-templates.tsx';
import { adviserClientPermissionsRoute } from './adviser-templates-client-permissions.tsx';
import { appLayoutRoute } from './app-layout.tsx';
import { atrqResultRoute, atrqRoute } from './atrq.tsx';
import { authLayoutRoute } from './auth-layout.tsx';
import { calendarRoute } from './calendar.tsx';
import { createPasswordRoute } from './create-password.tsx';
import { devMailboxRoute } from './dev-mailbox.tsx';
import { documentsRoute } from './documents.tsx';
import { factFindRoute } from './fact-find.tsx';
import { factFindReviewRoute } from './fact-find-review.tsx';
import { factFindStartRoute } from './fact-find-start.tsx';
import { factFindSubmitSuccessRoute } from './fact-find-submit-success.tsx';
import { financesRoute } from './finances.tsx';
import { forecastRoute } from './forecast.tsx';
import { forgotPasswordRoute } from './forgot-password.tsx';
import { indexRoute } from './index.tsx';
import { inviteRoute } from './invite.tsx';
import { linksRoute } from './links.tsx';
import { loginRoute } from './login.tsx';
import { messagesRoute } from './messages.tsx';
import { multiFactorAuthRoute } from './multi-factor-auth.tsx';
import { passwordResetRoute } from './password-reset.tsx';
import { portfolioRoute } from './portfolio.tsx';
import { adviserClientPortfolioRoute } from './portfolio-adviser-tab.tsx';
import { profileRoute } from './profile.tsx';
import { profileEmailConfirmRoute } from './profile-email-confirm.tsx';
import { protectionRoute } from './protection.tsx';
import { registerRoute } from './register.tsx';
import { registerConfirmRoute } from './register-confirm.tsx';
import { rootRoute } from './root.tsx';
import { unsubscribeRoute } from './unsubscribe.tsx';

// Code-based route tree, one file per route. The public pages share the auth layout; who may open a signed-in
// page by role is decided by the pathless layout route it sits under (_client.tsx, _staff.tsx, _admin.tsx).
export const routeTree = rootRoute.addChildren([
  authLayoutRoute.addChildren([
    loginRoute,
    forgotPasswordRoute,
    passwordResetRoute,
    inviteRoute,
    createPasswordRoute,
    multiFactorAuthRoute,
    devMailboxRoute,
    registerRoute,
    registerConfirmRoute,
    unsubscribeRoute,
  ]),
  appLayoutRoute.addChildren([
    profileRoute,
    profileEmailConfirmRoute,
    clientLayoutRoute.addChildren([
      indexRoute,
      factFindRoute,
      factFindStartRoute,
      factFindReviewRoute,
      factFindSubmitSuccessRoute,
      messagesRoute,
      documentsRoute,
      linksRoute,
      calendarRoute,
      atrqRoute,
      atrqResultRoute,
      financesRoute,
      forecastRoute,
      portfolioRoute,
      protectionRoute,
    ]),
  ]),
  staffLayoutRoute.addChildren([
    adviserLayoutRoute.addChildren([
      adviserDashboardRoute,
      adviserClientsRoute,
      adviserMessagesRoute,
      adviserCalendarRoute,
      adviserClientRoute.addChildren([
        adviserClientOverviewRoute,
        adviserClientFactFindRoute,
        adviserClientMessagesRoute,
        adviserClientNotificationsRoute,
        adviserClientDocumentsRoute,
        adviserClientRiskRoute,
        adviserClientPortfolioRoute,
        adviserClientForecastRoute,
        adminClientTabsRoute.addChildren([adviserClientPermissionsRoute, adviserClientDataRightsRoute]),
      ]),
      adminLayoutRoute.addChildren([
        adviserTemplatesRoute,
        adviserSettingsRoute,
        adviserForecastAssumptionsRoute,
        adviserTeamRoute,
        adviserAuditRoute,
      ]),
    ]),
  ]),
]);
