import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { createAccess, type ScopedDeps } from './features/access/access.ts';
import { createAccessRepo } from './features/access/repo.ts';
import { createOnboardingService } from './features/account/onboarding-service.ts';
import { createPasswordService } from './features/account/password-service.ts';
import { createAccountRepo } from './features/account/repo.ts';
import { accountRoutes } from './features/account/routes.ts';
import { createAddressRepo } from './features/address/repo.ts';
import { addressRoutes } from './features/address/routes.ts';
import { createAddressService } from './features/address/service.ts';
import { createAdviserClientActions } from './features/adviser-clients/actions-service.ts';
import { createAdviserDashboardRepo } from './features/adviser-clients/dashboard-repo.ts';
import { createHouseholdAccessActions } from './features/adviser-clients/people-actions.ts';
import { createHouseholdPeopleRepo } from './features/adviser-clients/people-repo.ts';
import { createAdviserClientsRepo } from './features/adviser-clients/repo.ts';
import { adviserClientsRoutes } from './features/adviser-clients/routes.ts';
import { createAdviserClientsService } from './features/adviser-clients/service.ts';
import { createAdviserFactFindRepo } from './features/adviser-factfind/repo.ts';
import { adviserFactFindRoutes } from './features/adviser-factfind/routes.ts';
import { createAdviserFactFindService } from './features/adviser-factfind/service.ts';
import { createMessageAlertsJob } from './features/alerts/job.ts';
import { createAlertsRepo } from './features/alerts/repo.ts';
import { alertsRoutes } from './features/alerts/routes.ts';
import { createAlertsService } from './features/alerts/service.ts';
import { createUnsubscribeTokens } from './features/alerts/tokens.ts';
import {
  createCredentialAuthenticate,
  registerApiCallerContext,
} from './features/api-credentials/credential-auth.ts';
import { createApiCredentialsRepo } from './features/api-credentials/repo.ts';
import { apiCredentialsRoutes } from './features/api-credentials/routes.ts';
import { createApiCredentialsService } from './features/api-credentials/service.ts';
import { appConfigRoutes } from './features/app-config/routes.ts';
import { createAppConfigService } from './features/app-config/service.ts';
import { createAuditPartitionsRepo } from './features/audit/partitions-repo.ts';
import { createAuditRepo } from './features/audit/repo.ts';
import { createAuditRetentionJob } from './features/audit/retention-job.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { createAuditService } from './features/audit/service.ts';
import { createLoginAdmission } from './features/auth/login-admission.ts';
import { createAuthRepo } from './features/auth/repo.ts';
import { authRoutes } from './features/auth/routes.ts';
import { createAuthService } from './features/auth/service.ts';
import { createCalendarReminders } from './features/calendar/reminders.ts';
import { createCalendarRepo } from './features/calendar/repo.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { createCalendarService } from './features/calendar/service.ts';
import { createErasureRepo } from './features/data-rights/erasure-repo.ts';
import { createOwnExportService } from './features/data-rights/own-export.ts';
import { createPartnerRightsRepo } from './features/data-rights/partner-repo.ts';
import { createPartnerRightsService } from './features/data-rights/partner-service.ts';
import { createErasurePurgeJob } from './features/data-rights/purge-job.ts';
import { createPurgeRepo } from './features/data-rights/purge-repo.ts';
import { createDataExportRepo } from './features/data-rights/repo.ts';
import { dataRightsRoutes } from './features/data-rights/routes.ts';
import { createDataRightsService } from './features/data-rights/service.ts';
import { createDevOutboxRepo } from './features/dev-outbox/repo.ts';
import { devOutboxRoutes } from './features/dev-outbox/routes.ts';
import { createDevOutboxService } from './features/dev-outbox/service.ts';
import { documentRequestsRunNow } from './features/document-requests/dev-routes.ts';
import { createDocumentRequestsJob } from './features/document-requests/job.ts';
import { createDocumentRequestsRepo } from './features/document-requests/repo.ts';
import { documentRequestsRoutes } from './features/document-requests/routes.ts';
import { createDocumentRequestsService } from './features/document-requests/service.ts';
import { createDocumentRequestTemplatesRepo } from './features/document-requests/templates-repo.ts';
import { createDocumentRequestTemplatesService } from './features/document-requests/templates-service.ts';
import { createDocumentsRepo } from './features/documents/repo.ts';
import { documentsRoutes } from './features/documents/routes.ts';
import { createDocumentsService } from './features/documents/service.ts';
import { createFactFindFeature } from './features/factfind/feature.ts';
import { factFindRoutes } from './features/factfind/routes.ts';
import { createFinancesRepo } from './features/finances/repo.ts';
import { financesRoutes } from './features/finances/routes.ts';
import { createFinancesService } from './features/finances/service.ts';
import { createFirmRepo } from './features/firm/repo.ts';
import { firmRoutes } from './features/firm/routes.ts';
import { createFirmService } from './features/firm/service.ts';
import { createFirmSettingsRepo } from './features/firm-settings/repo.ts';
import { firmSettingsRoutes } from './features/firm-settings/routes.ts';
import { createFirmSettingsService } from './features/firm-settings/service.ts';
import { createForecastAssumptionsService } from './features/forecast/assumptions-service.ts';
import { createForecastRepo } from './features/forecast/repo.ts';
import { forecastRoutes } from './features/forecast/routes.ts';
import { createForecastScenariosService } from './features/forecast/scenarios-service.ts';
import { createHealthRepo } from './features/health/repo.ts';
import { healthRoutes } from './features/health/routes.ts';
import { createHealthService } from './features/health/service.ts';
import { createHouseholdRepo } from './features/household/repo.ts';
import { householdRoutes } from './features/household/routes.ts';
import { createHouseholdService } from './features/household/service.ts';
import { createLettersRepo } from './features/letters-of-authority/repo.ts';
import { lettersOfAuthorityRoutes } from './features/letters-of-authority/routes.ts';
import { createLettersService } from './features/letters-of-authority/service.ts';
import { createLinksRepo } from './features/links/repo.ts';
import { linksRoutes } from './features/links/routes.ts';
import { createLinksService } from './features/links/service.ts';
import { createMessagesRepo } from './features/messages/repo.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import { createMessagesService } from './features/messages/service.ts';
import { createCodeChecks } from './features/mfa/code-checks.ts';
import { createMfaCrypto } from './features/mfa/crypto.ts';
import { createFactorsRepo } from './features/mfa/factors-repo.ts';
import { createMfaRepo } from './features/mfa/repo.ts';
import { mfaRoutes } from './features/mfa/routes.ts';
import { createMfaService } from './features/mfa/service.ts';
import { isSecureOrigin } from './features/mfa/trust-cookie.ts';
import { createNetSalaryRepo } from './features/net-salary/repo.ts';
import { netSalaryRoutes } from './features/net-salary/routes.ts';
import { createNetSalaryService } from './features/net-salary/service.ts';
import { createNotificationsRepo } from './features/notifications/repo.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { createOutcomesRepo } from './features/outcomes/repo.ts';
import { outcomesRoutes } from './features/outcomes/routes.ts';
import { createOutcomesService } from './features/outcomes/service.ts';
import { createPortfolioRepo } from './features/portfolio/repo.ts';
import { portfolioRoutes } from './features/portfolio/routes.ts';
import { createPortfolioService } from './features/portfolio/service.ts';
import { createMfaSettingsRepo } from './features/profile/mfa-repo.ts';
import { createMfaSettingsService } from './features/profile/mfa-service.ts';
import { createAuditedReauth } from './features/profile/reauth.ts';
import { createProfileRepo } from './features/profile/repo.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { createProfileService } from './features/profile/service.ts';
import { createPublicApiRepo } from './features/public-api/repo.ts';
import { publicApiRoutes } from './features/public-api/routes.ts';
import { createPublicApiService } from './features/public-api/service.ts';
import { createRealtimeRepo } from './features/realtime/repo.ts';
import { realtimeRoutes } from './features/realtime/routes.ts';
import { createRealtimeService } from './features/realtime/service.ts';
import { reviewsRunNow } from './features/reviews/dev-routes.ts';
import { createReviewJob } from './features/reviews/job.ts';
import { createReviewsRepo } from './features/reviews/repo.ts';
import { reviewsRoutes } from './features/reviews/routes.ts';
import { createReviewsService } from './features/reviews/service.ts';
import { createRiskRepo } from './features/risk/repo.ts';
import { latestRiskAssessments } from './features/risk/results.ts';
import { createRiskReviewReminders } from './features/risk/review-reminders.ts';
import { riskRoutes } from './features/risk/routes.ts';
import { createRiskService } from './features/risk/service.ts';
import { createSignatureReminders } from './features/signatures/reminders.ts';
import { createSignaturesRepo } from './features/signatures/repo.ts';
import { signaturesRoutes } from './features/signatures/routes.ts';
import { createSignaturesService } from './features/signatures/service.ts';
import { createSignatureVerifier } from './features/signatures/verify.ts';
import { createSupportNeedsRepo } from './features/support-needs/repo.ts';
import { supportNeedsRoutes } from './features/support-needs/routes.ts';
import { createSupportNeedsService } from './features/support-needs/service.ts';
import { createTeamRepo } from './features/team/repo.ts';
import { teamRoutes } from './features/team/routes.ts';
import { createTeamService } from './features/team/service.ts';
import { createTemplatesRepo } from './features/templates/repo.ts';
import { templatesRoutes } from './features/templates/routes.ts';
import { createTemplatesService } from './features/templates/service.ts';
import { createTenancyRepo } from './features/tenancy/repo.ts';
import { type Lookup, systemLookup } from './features/webhooks/address-guard.ts';
import { createKeepEvent } from './features/webhooks/keep-event.ts';
import { createWebhooksRepo } from './features/webhooks/repo.ts';
import { webhooksRoutes } from './features/webhooks/routes.ts';
import { type Send, sendToTarget } from './features/webhooks/sender.ts';
import { createWebhooksService } from './features/webhooks/service.ts';
import { createWebhookWorker } from './features/webhooks/worker.ts';
import { addressProviderFromConfig } from './platform/address-lookup/from-config.ts';
import { createAuditLog } from './platform/audit.ts';
import { createAuthenticate, registerAuthContext } from './platform/authenticate.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerDevAids } from './platform/dev-only.ts';
import { registerErrorHandler, rejectMalformedRequest } from './platform/error-handler.ts';
import { proxyTrust } from './platform/forwarded.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { createLogger, requestLoggerFactory } from './platform/logger.ts';
import { registerLoopbackRedirect } from './platform/loopback-address.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createOutbox, type Outbox } from './platform/outbox/outbox.ts';
import { runWhileListening } from './platform/periodic-job.ts';
import { createRateLimiter, registerRateLimitPruning } from './platform/rate-limit.ts';
import { createRealtime } from './platform/realtime/realtime.ts';
import { createSecretBox } from './platform/secret-box.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { createSigningCertificateSource } from './platform/signing/certificate.ts';
import { createLocalDiskStorage } from './platform/storage/local-disk.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import { validatorCompiler } from './platform/validation.ts';
import { registerWebApp } from './platform/web-app.ts';

export type AppDeps = {
  db: Db;
  clock?: Clock;
  // Where log lines go (stdout by default); tests capture them to check that no secret is written.
  logStream?: DestinationStream;
  // Where mail and SMS are queued; main.ts shares it with the worker that sends them.
  outbox?: Outbox;
  // How webhook deliveries resolve names and send (tests pass their own to see what would be sent where).
  lookup?: Lookup;
  send?: Send;
};

// Builds the whole HTTP application from a config and its dependencies, without listening:
// main.ts listens, tests call app.inject().
export async function buildApp(config: Config, deps: AppDeps) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    loggerInstance: createLogger(config, deps.logStream),
    // Each request's logger is made when it first writes (platform/logger.ts).
    childLoggerFactory: requestLoggerFactory,
    // One rule with the realtime WebSocket's (platform/forwarded.ts): TRUST_PROXY hops, read from the right.
    trustProxy: proxyTrust(config.trustProxy),
    // Fastify's 1 MiB default, stated so it is not changed by accident.
    bodyLimit: 1024 * 1024,
    frameworkErrors: rejectMalformedRequest,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: without a text/plain parser, any other body type is answered 415 before a handler runs.
  app.removeContentTypeParser('text/plain');
  // A body nested deeper than a fixed depth is refused in one linear scan before JSON.parse (platform/json-body.ts).
  registerJsonBodyParser(app);
  registerAuthContext(app);
  registerApiCallerContext(app);
  registerSecurityHeaders(app, { isProduction: config.isProduction, realtime: config.realtime });
  registerLoopbackRedirect(app, { appUrl: config.appUrl, isProduction: config.isProduction });
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  // The public API's OpenAPI document records the routes as they are added, so it comes before every feature.
  await registerOpenApi(app);

  const audit = createAuditLog(db, clock);
  const rateLimiter = createRateLimiter(db, clock);
  // Logos uploaded at /adviser/settings, beside the documents (DATA_DIR/branding, or the S3 bucket).
  const brandingStorage = config.storage.s3
    ? createS3Storage(config.storage.s3)
    : createLocalDiskStorage(join(config.dataDir, 'branding'));
  const firmService = createFirmService({ repo: createFirmRepo(db), storage: brandingStorage });
  const outbox = deps.outbox ?? createOutbox(db, clock, { appUrl: config.appUrl });
  const mfaDeps = {
    repo: createMfaRepo(db),
    factors: createFactorsRepo(db),
    crypto: createMfaCrypto(config.appKey),
    rateLimiter,
    audit,
    clock,
    outbox,
    getUser: (userId: number) => authService.getUser(userId),
  };
  const mfaService = createMfaService(mfaDeps);
  const realtimeRepo = createRealtimeRepo(db);
  const realtime = createRealtime({
    ...config.realtime,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    trustProxy: config.trustProxy,
    logger: app.log,
    firmServingUserAt: realtimeRepo.findFirmServingUserAt,
    firmsOfUsers: realtimeRepo.findFirmsOfUsers,
    // A subscription lives as long as the sign-in session that authorised it (docs/ARCHITECTURE.md, Realtime).
    liveSessions: (ids) => realtimeRepo.findLiveSessions(ids, clock.now(), config.sessionIdleMinutes),
  });
  const authService = createAuthService({
    repo: createAuthRepo(db),
    rateLimiter,
    audit,
    clock,
    tokenTtlMinutes: config.tokenTtlMinutes,
    idleTimeoutMinutes: config.sessionIdleMinutes,
    resolveFirm: firmService.resolveFirm,
    isTrustedDevice: mfaService.isTrustedDevice,
    sessionsEnded: realtime.sessionsEnded,
    sessionEvents: realtime.sessionEvents,
  });
  const authenticate = createAuthenticate(authService.resolveToken);
  registerRateLimitPruning(app, rateLimiter);
  realtime.register(app);
  const messagesRepo = createMessagesRepo(db);
  // Who may touch a client and a firm (features/access): an adviser their own clients, an admin the firm's, a client
  // user their own household (person 1 or 2).
  const access = createAccess(createAccessRepo(db));
  // What every service acting on a client or a firm is given: the access rules, the audit log and the clock.
  const scoped: ScopedDeps = { access, audit, clock };
  // Alert mails (messages, fact-find, documents, notifications), each kind switchable, with one-click unsubscribe.
  const alerts = createAlertsService({
    repo: createAlertsRepo(db),
    tokens: createUnsubscribeTokens(config.appKey),
    outbox,
    clock,
    rateLimiter,
    appUrl: config.appUrl,
    delaySeconds: config.alertMailDelaySeconds,
    firmRecipientsOf: access.firmRecipientsOf,
    logger: app.log,
  });
  const messageAlerts = createMessageAlertsJob({ service: alerts, logger: app.log });
  runWhileListening(app, messageAlerts);
  const notificationsService = createNotificationsService({
    repo: createNotificationsRepo(db),
    realtime,
    clock,
    clientForStaff: access.clientForStaff,
    householdUserIds: access.householdUserIds,
    firmRecipientsOf: access.firmRecipientsOf,
    afterNotification: alerts.afterNotification,
  });
  // What a service that tells a household and its firm of news is given: a notification to each side.
  const notices = { notify: notificationsService.notify, notifyFirm: notificationsService.notifyFirm };
  const messagesService = createMessagesService({
    repo: messagesRepo,
    access,
    realtime,
    clock,
    ...notices,
    afterMessage: alerts.afterMessage,
  });

  // Firms told apart by the request's host.
  const tenancyRepo = createTenancyRepo(db);

  // Every feature, in one explicit list (no autoloading).
  await app.register(healthRoutes, {
    service: createHealthService({
      repo: createHealthRepo(db),
      redisUrl: config.redisUrl,
      logger: app.log,
    }),
  });
  await app.register(appConfigRoutes, {
    service: createAppConfigService({
      webDistDir: config.webDistDir,
      realtime: config.realtime,
      sessionIdleMinutes: config.sessionIdleMinutes,
      ipipelineQuoteUrl: config.ipipelineQuoteUrl,
      isFirmDomain: async (host) => (await tenancyRepo.findFirmIdByDomain(host)) !== null,
    }),
  });
  await app.register(firmRoutes, { service: firmService });
  await app.register(authRoutes, {
    service: authService,
    authenticate,
    admission: createLoginAdmission(rateLimiter),
  });
  await app.register(mfaRoutes, {
    service: mfaService,
    authenticate,
    secureCookies: isSecureOrigin(config.appUrl),
  });
  const accountRepo = createAccountRepo(db);
  const accountDeps = {
    repo: accountRepo,
    outbox,
    audit,
    clock,
    rateLimiter,
    appUrl: config.appUrl,
    resolveFirm: firmService.resolveFirm,
    sessionsEnded: realtime.sessionsEnded,
  };
  const onboarding = createOnboardingService({ ...accountDeps, startSession: authService.startSession });
  await app.register(accountRoutes, {
    passwords: createPasswordService(accountDeps),
    onboarding,
    authenticate,
  });
  const profileRepo = createProfileRepo(db);
  const reauthenticate = createAuditedReauth(rateLimiter, audit);
  const profileMfa = createMfaSettingsService({
    ...mfaDeps,
    settings: createMfaSettingsRepo(db),
    profiles: profileRepo,
    mail: outbox,
    reauthenticate,
    appUrl: config.appUrl,
  });
  await app.register(profileRoutes, {
    profile: createProfileService({
      repo: profileRepo,
      outbox,
      audit,
      clock,
      rateLimiter,
      reauthenticate,
      appUrl: config.appUrl,
      setPassword: accountRepo.setPassword,
      sessionsEnded: realtime.sessionsEnded,
      mfaSettings: profileMfa.settings,
    }),
    mfa: profileMfa,
    authenticate,
  });
  await registerDevAids(app, config.isProduction, [
    devOutboxRoutes(createDevOutboxService({ repo: createDevOutboxRepo(db) })),
  ]);
  const factFindFeature = createFactFindFeature({
    db,
    audit,
    clock,
    realtime,
    // The adviser's open screens of the client follow each save (features/factfind/live-edits.ts).
    firmRecipientsOf: access.firmRecipientsOf,
    // A partner asked to declare once the other has (features/factfind/declarations-service.ts).
    notify: notificationsService.notify,
    // The adviser hears of a submission; the submission stands whatever happens to the notice.
    onSubmitted: (submitted) =>
      adviserFactFind
        .announceSubmitted(submitted)
        .catch((error: unknown) => app.log.warn({ err: error }, 'Announcing a submitted fact-find failed')),
  });
  // The household's totals, one computation for the screens' summary and the PDF.
  const finances = createFinancesService({
    repo: createFinancesRepo(db),
    factFinds: factFindFeature.service,
    clock,
  });
  // The firm's forecast assumptions (versioned) and the scenarios saved for a client; the PDF's forecast
  // page reads the published assumptions.
  const forecastRepo = createForecastRepo(db);
  const forecastAssumptions = createForecastAssumptionsService({ repo: forecastRepo, ...scoped });
  const forecastScenarios = createForecastScenariosService({
    repo: forecastRepo,
    ...scoped,
    notify: notificationsService.notify,
    assumptionsVersionOf: async (firmId) => (await forecastAssumptions.publishedFor(firmId)).version,
  });
  await app.register(forecastRoutes, {
    assumptions: forecastAssumptions,
    scenarios: forecastScenarios,
    authenticate,
  });
  // One risk repository for the adviser's fact-find summary and the risk feature below.
  const riskRepo = createRiskRepo(db);
  const adviserFactFindRepo = createAdviserFactFindRepo(db);
  const forecastInputs = async ({ clientId, firmId }: { clientId: number; firmId: number }) => ({
    assumptions: await forecastAssumptions.publishedFor(firmId),
    client: await forecastRepo.findClientRecord(clientId, firmId),
  });
  const adviserFactFind = createAdviserFactFindService({
    repo: adviserFactFindRepo,
    ...scoped,
    realtime,
    ...notices,
    factFinds: factFindFeature.service,
    householdTotals: finances.householdTotals,
    declarationsOf: factFindFeature.declarationsService.recordOf,
    latestRiskResults: (clientId) => latestRiskAssessments(riskRepo, clientId),
    forecastInputs,
  });
  await app.register(factFindRoutes, { ...factFindFeature, authenticate });
  await app.register(adviserFactFindRoutes, { service: adviserFactFind, authenticate });
  const adviserClientsRepo = createAdviserClientsRepo(db);
  const householdPeopleRepo = createHouseholdPeopleRepo(db);
  const adviserClients = createAdviserClientsService({
    repo: adviserClientsRepo,
    people: householdPeopleRepo,
    dashboard: createAdviserDashboardRepo(db),
    access,
    clock,
  });
  // Uploaded files under DATA_DIR/documents, or in an S3-compatible store when S3_BUCKET is set.
  const documentStorage = config.storage.s3
    ? createS3Storage(config.storage.s3)
    : createLocalDiskStorage(join(config.dataDir, 'documents'));
  const documentsService = createDocumentsService({
    repo: createDocumentsRepo(db),
    storage: documentStorage,
    ...scoped,
    ...notices,
  });
  await app.register(documentsRoutes, { service: documentsService, authenticate });
  // Signing in the portal (docs/signing.md): documents from the vault or the fact-find PDF, signed with a fresh
  // second factor, sealed with a PAdES signature by the configured certificate; /verify for anyone holding a file.
  const signaturesRepo = createSignaturesRepo(db);
  const documentsRepo = createDocumentsRepo(db);
  const signatures = createSignaturesService({
    repo: signaturesRepo,
    storage: documentStorage,
    ...scoped,
    ...notices,
    certificates: createSigningCertificateSource(config.signing),
    mfa: { findUser: mfaDeps.repo.findUser, checks: createCodeChecks(mfaDeps) },
    findDocument: documentsRepo.findDocument,
    factFindPdf: async (auth, clientId, info) => (await adviserFactFind.pdf(auth, clientId, null, info)).body,
    appUrl: config.appUrl,
  });
  await app.register(signaturesRoutes, {
    service: signatures,
    verifier: createSignatureVerifier({ repo: signaturesRepo, rateLimiter }),
    authenticate,
  });
  runWhileListening(app, createSignatureReminders({ service: signatures, logger: app.log }));
  // Document requests (docs/document-requests.md): asked from the firm's templates or ad hoc, uploaded into the vault
  // against each item, accepted or rejected; recurring items and reminders made by a listening server's job.
  const documentRequests = createDocumentRequestsService({
    repo: createDocumentRequestsRepo(db),
    templates: createDocumentRequestTemplatesRepo(db),
    ...scoped,
    ...notices,
    uploadDocument: documentsService.uploadForRequest,
  });
  await app.register(documentRequestsRoutes, {
    service: documentRequests,
    templates: createDocumentRequestTemplatesService({
      repo: createDocumentRequestTemplatesRepo(db),
      audit: scoped.audit,
    }),
    authenticate,
  });
  await registerDevAids(app, config.isProduction, [documentRequestsRunNow(documentRequests)]);
  runWhileListening(app, createDocumentRequestsJob({ service: documentRequests, logger: app.log }));
  // Letters of authority (docs/signing.md): one per policy of the fact-find, signed through the signing above, kept
  // with the documents, followed with the provider step by step.
  await app.register(lettersOfAuthorityRoutes, {
    service: createLettersService({
      repo: createLettersRepo(db),
      ...scoped,
      factFindOf: async (auth, clientId) =>
        (await factFindFeature.service.getChanges(auth, clientId)).factFind,
      signatures,
      documents: documentsService,
      brandingStorage,
    }),
    authenticate,
  });
  // A client's data export and erasure, for admins; a client's download of their own data.
  const dataRightsService = createDataRightsService({
    repo: createDataExportRepo(db),
    erasures: createErasureRepo(db),
    partners: createPartnerRightsRepo(db),
    ...scoped,
    storage: documentStorage,
    realtime,
    retentionYears: config.retentionYears,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  // The household's partner's own export and erasure.
  const partnerRightsService = createPartnerRightsService({
    repo: createPartnerRightsRepo(db),
    exports: createDataExportRepo(db),
    ...scoped,
    realtime,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  await app.register(dataRightsRoutes, {
    service: dataRightsService,
    partner: partnerRightsService,
    own: createOwnExportService({
      access: scoped.access,
      rateLimiter,
      clients: dataRightsService,
      partners: partnerRightsService,
    }),
    authenticate,
  });
  // The audit log's monthly partitions: made ahead, and dropped whole once past AUDIT_RETENTION_MONTHS.
  runWhileListening(
    app,
    createAuditRetentionJob({
      repo: createAuditPartitionsRepo(db),
      clock,
      retentionMonths: config.auditRetentionMonths,
      logger: app.log,
    }),
  );
  // What an erasure kept is deleted when its retention period ends, by a listening server.
  const erasurePurge = createErasurePurgeJob({ repo: createPurgeRepo(db), clock, logger: app.log });
  runWhileListening(app, erasurePurge);
  await app.register(linksRoutes, {
    service: createLinksService({ repo: createLinksRepo(db), ...scoped }),
    authenticate,
  });
  // What each person of a household told the firm would help, and the adjustments staff see (docs/support-needs.md).
  await app.register(supportNeedsRoutes, {
    service: createSupportNeedsService({
      repo: createSupportNeedsRepo(db),
      ...scoped,
      notifyFirm: notificationsService.notifyFirm,
    }),
    authenticate,
  });
  // The firm's fact-find template and a client's own permissions (admins).
  await app.register(templatesRoutes, {
    service: createTemplatesService({ repo: createTemplatesRepo(db), ...scoped }),
    authenticate,
  });
  // The firm's administration (admins): branding and settings, the team, the audit trail.
  await app.register(firmSettingsRoutes, {
    service: createFirmSettingsService({
      repo: createFirmSettingsRepo(db),
      storage: brandingStorage,
      access,
      audit,
    }),
    authenticate,
  });
  await app.register(teamRoutes, {
    service: createTeamService({
      repo: createTeamRepo(db),
      accounts: accountRepo,
      ...scoped,
      outbox,
      realtime,
      appUrl: config.appUrl,
    }),
    authenticate,
  });
  await app.register(auditRoutes, {
    service: createAuditService({ repo: createAuditRepo(db), ...scoped }),
    authenticate,
  });
  // The firm's Consumer Duty outcomes report, for admins (docs/outcomes-report.md).
  await app.register(outcomesRoutes, {
    service: createOutcomesService({ repo: createOutcomesRepo(db), ...scoped }),
    authenticate,
  });
  // The client's attitude-to-risk questionnaire and the adviser's view of it; the review reminders a month
  // before each result's review date run only by a listening server, like the calendar's.
  const riskService = createRiskService({
    repo: riskRepo,
    ...scoped,
    ...notices,
    // Capacity for loss is checked against the fact-find as the person answering reads it.
    factFindOf: async (auth, clientId) => (await factFindFeature.service.getChanges(auth, clientId)).factFind,
  });
  await app.register(riskRoutes, { service: riskService, authenticate });
  const riskReviewReminders = createRiskReviewReminders({ service: riskService, logger: app.log });
  runWhileListening(app, riskReviewReminders);
  // Holdings and valuations, recorded or imported by the adviser, read by the client.
  await app.register(portfolioRoutes, {
    service: createPortfolioService({ repo: createPortfolioRepo(db), ...scoped }),
    authenticate,
  });
  // The calendar, and its day-before reminders, run only by a listening server (never in inject tests).
  const calendarService = createCalendarService({
    repo: createCalendarRepo(db),
    ...scoped,
    outbox,
    appUrl: config.appUrl,
    notify: notificationsService.notify,
  });
  await app.register(calendarRoutes, { service: calendarService, authenticate });
  const calendarReminders = createCalendarReminders({ service: calendarService, logger: app.log });
  runWhileListening(app, calendarReminders);
  // The periodic review (docs/reviews.md): the household's check-in, the adviser's pipeline, the record PDF kept
  // with the documents; its invitations and reminders run only by a listening server, claimed per review.
  const reviewsService = createReviewsService({
    repo: createReviewsRepo(db),
    ...scoped,
    ...notices,
    recordContext: adviserFactFindRepo.findPdfContext,
    forecastInputs,
    latestRiskResults: (clientId) => latestRiskAssessments(riskRepo, clientId),
    storeRecord: documentsService.storeGenerated,
    logger: app.log,
  });
  await app.register(reviewsRoutes, { service: reviewsService, authenticate });
  await registerDevAids(app, config.isProduction, [reviewsRunNow(reviewsService)]);
  runWhileListening(app, createReviewJob({ service: reviewsService, logger: app.log }));
  const adviserClientActions = createAdviserClientActions({
    repo: adviserClientsRepo,
    ...scoped,
    realtime,
    detail: adviserClients.detail,
    invite: onboarding.invite,
  });
  await app.register(adviserClientsRoutes, {
    service: adviserClients,
    actions: adviserClientActions,
    people: createHouseholdAccessActions({
      repo: adviserClientsRepo,
      people: householdPeopleRepo,
      ...scoped,
      outbox,
      realtime,
      appUrl: config.appUrl,
      detail: adviserClients.detail,
    }),
    authenticate,
  });
  // The household's partner, invited by the firm or the first partner (features/household).
  await app.register(householdRoutes, {
    service: createHouseholdService({
      repo: createHouseholdRepo(db),
      ...scoped,
      accounts: accountRepo,
      portal: adviserClientsRepo,
      outbox,
      realtime,
      appUrl: config.appUrl,
    }),
    authenticate,
  });
  await app.register(netSalaryRoutes, {
    service: createNetSalaryService({ repo: createNetSalaryRepo(db), clock }),
    authenticate,
  });
  await app.register(financesRoutes, {
    service: finances,
    authenticate,
  });
  await app.register(addressRoutes, {
    service: createAddressService({
      provider: addressProviderFromConfig(config),
      repo: createAddressRepo(db),
      rateLimiter,
      clock,
      logger: app.log,
    }),
    authenticate,
  });
  await app.register(realtimeRoutes, {
    service: createRealtimeService({ realtime }),
    authenticate,
  });
  await app.register(messagesRoutes, { service: messagesService, authenticate });
  await app.register(notificationsRoutes, { service: notificationsService, authenticate });
  await app.register(alertsRoutes, { service: alerts, authenticate });
  // The public API (docs/api.md): firm credentials, /api/v1 over the services above, and signed webhooks whose
  // events the database records with each change (migration 0034) and a worker delivers.
  const apiCredentials = createApiCredentialsService({ repo: createApiCredentialsRepo(db), ...scoped });
  await app.register(apiCredentialsRoutes, { service: apiCredentials, authenticate });
  const webhooks = createWebhooksService({
    repo: createWebhooksRepo(db),
    ...scoped,
    secrets: createSecretBox(config.appKey, 'atrium.webhooks.signing-secret'),
    policy: config.webhooks,
    lookup: deps.lookup ?? systemLookup,
    send: deps.send ?? sendToTarget,
    notifyFirm: notificationsService.notifyFirm,
    keepEvent: createKeepEvent({ findRiskAssessment: riskRepo.findById }),
  });
  await app.register(webhooksRoutes, { service: webhooks, authenticate });
  runWhileListening(app, createWebhookWorker({ service: webhooks, logger: app.log }));
  await app.register(publicApiRoutes, {
    credentials: createCredentialAuthenticate({ service: apiCredentials, rateLimiter, audit }),
    service: createPublicApiService({ repo: createPublicApiRepo(db), ...scoped }),
    clients: adviserClients,
    actions: adviserClientActions,
    onboarding,
    factFinds: adviserFactFind,
    risk: riskService,
    documents: documentsService,
    messages: messagesService,
    webhooks,
  });
  await registerWebApp(app, {
    distDir: config.webDistDir,
    publicFirm: firmService.getFirm,
    ownSite: { host: new URL(config.appUrl).hostname },
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
