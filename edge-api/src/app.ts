import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { langFromAcceptLanguage } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { oneCatchUpPerRequest } from '#db/cache/read-cache.ts';
import { requestIds } from './lib/access-log.ts';
import { adminShellGuard } from './lib/admin-shell-guard.ts';
import { ApiError } from './lib/api-error.ts';
import { authorize } from './lib/authorize.ts';
import { apiBodyLimit } from './lib/body-limit.ts';
import { answerFailure, DependenciesUnavailable } from './lib/failure.ts';
import { healthRoutes, type Readiness } from './lib/health.ts';
import { jsonLogger } from './lib/logger.ts';
import { sameSiteWrites } from './lib/same-site.ts';
import { limitSearches } from './lib/search-limit.ts';
import { API_CSP, withSecurityHeaders } from './lib/security-headers.ts';
import { readSiteAddress } from './lib/site-address.ts';
import { parseTimezoneOffset } from './lib/timezone.ts';
import { visitCookie } from './lib/visit-views.ts';
import { accessReviewRoutes } from './routes/access-review/access-review.routes.ts';
import { accountRecoveryRoutes } from './routes/account-recovery/account-recovery.routes.ts';
import { adminAccessHistoryRoutes } from './routes/admin-access-history/admin-access-history.routes.ts';
import { adminAccountRoutes } from './routes/admin-account/admin-account.routes.ts';
import { adminAuthRoutes } from './routes/admin-auth/admin-auth.routes.ts';
import { attachmentRoutes } from './routes/attachment/attachment.routes.ts';
import { bannerAdminRoutes } from './routes/banner-admin/banner-admin.routes.ts';
import { bannerRoutes } from './routes/banner/banner.routes.ts';
import { batchHistoryRoutes } from './routes/batch/batch-history.routes.ts';
import { batchSettingsRoutes } from './routes/batch/batch-settings.routes.ts';
import { bookmarkRoutes } from './routes/bookmark/bookmark.routes.ts';
import { connectionHistoryRoutes } from './routes/connection-history/connection-history.routes.ts';
import { consentRoutes } from './routes/consent/consent.routes.ts';
import { consoleReviewRoutes } from './routes/console-review/console-review.routes.ts';
import { contentOwnershipRoutes } from './routes/content-ownership/content-ownership.routes.ts';
import { contentUsageRoutes } from './routes/content-usage/content-usage.routes.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { downloadHistoryRoutes } from './routes/download-history/download-history.routes.ts';
import { faqAdminRoutes } from './routes/faq/faq-admin.routes.ts';
import { faqRoutes } from './routes/faq/faq.routes.ts';
import { fileRoutes } from './routes/file/file.routes.ts';
import { forumReactionRoutes } from './routes/forum-reaction/forum-reaction.routes.ts';
import { forumAnswerRoutes } from './routes/forum/forum-answer.routes.ts';
import { forumBoardRoutes } from './routes/forum/forum-board.routes.ts';
import { forumMentionRoutes } from './routes/forum/forum-mentions.ts';
import { forumModerationRoutes } from './routes/forum/forum-moderation.routes.ts';
import { forumRoutes } from './routes/forum/forum.routes.ts';
import { knowledgeSharingRoutes } from './routes/knowledge-sharing/knowledge-sharing.routes.ts';
import { logReviewRoutes } from './routes/log-review/log-review.routes.ts';
import { mailPreferenceRoutes } from './routes/mail-preference/mail-preference.routes.ts';
import { maskingRoutes } from './routes/masking/masking.routes.ts';
import { masterDataRoutes } from './routes/master-data/master-data.routes.ts';
import { memberAuthRoutes } from './routes/member-auth/member-auth.routes.ts';
import { myDataRoutes } from './routes/my-data/my-data.routes.ts';
import { myPageRoutes } from './routes/my-page/my-page.routes.ts';
import { noticeAdminRoutes } from './routes/notice/notice-admin.routes.ts';
import { noticeRoutes } from './routes/notice/notice.routes.ts';
import { notificationRoutes } from './routes/notification/notification.routes.ts';
import { partnerFaqRoutes } from './routes/partner-faq/partner-faq.routes.ts';
import { partnerLibraryRoutes } from './routes/partner-library/partner-library.routes.ts';
import { partnerProjectRoutes } from './routes/partner-project/partner-project.routes.ts';
import { partnerQnaAnswerRoutes } from './routes/partner-qna/partner-qna-answer.routes.ts';
import { partnerQnaRoutes } from './routes/partner-qna/partner-qna.routes.ts';
import { partnerApplicationRoutes } from './routes/partner/partner-application.routes.ts';
import { partnerPolicyRoutes } from './routes/partner/partner-policy.routes.ts';
import { passkeyAdminRoutes } from './routes/passkey/passkey-admin.routes.ts';
import { passkeyRoutes } from './routes/passkey/passkey.routes.ts';
import { passwordCycleRoutes } from './routes/password-cycle/password-cycle.routes.ts';
import { accountRoutes } from './routes/people/accounts.routes.ts';
import { permissionHistoryRoutes } from './routes/people/permission-history.routes.ts';
import { permissionRoutes } from './routes/people/permissions.routes.ts';
import { policyAdminRoutes } from './routes/policy-admin/policy-admin.routes.ts';
import { preBuiltModelAdminRoutes } from './routes/pre-built-model/pre-built-model-admin.routes.ts';
import { preBuiltModelRoutes } from './routes/pre-built-model/pre-built-model.routes.ts';
import { privacyPolicyRoutes } from './routes/privacy-policy/privacy-policy.routes.ts';
import { retentionRoutes } from './routes/retention/retention.routes.ts';
import { roleGrantRoutes } from './routes/role-grant/role-grant.routes.ts';
import { searchGlossaryRoutes } from './routes/search-glossary/search-glossary.routes.ts';
import { searchLogRoutes } from './routes/search-log/search-log.routes.ts';
import { searchRoutes } from './routes/search/search.routes.ts';
import { secondFactorRoutes } from './routes/second-factor/second-factor.routes.ts';
import { shareCardRoutes } from './routes/share-card/share-card.routes.ts';
import { providerAccountRoutes } from './routes/sign-in-provider/provider-account.routes.ts';
import { providerMemberRoutes } from './routes/sign-in-provider/provider-member.routes.ts';
import { signInProviderRoutes } from './routes/sign-in-provider/sign-in-provider.routes.ts';
import { signUpRoutes } from './routes/sign-up/sign-up.routes.ts';
import { successStoryAdminRoutes } from './routes/success-story/success-story-admin.routes.ts';
import { successStoryRoutes } from './routes/success-story/success-story.routes.ts';
import { systemRoutes } from './routes/system/system.routes.ts';
import { usageHistoryRoutes } from './routes/usage-history/usage-history.routes.ts';
import { videoAdminRoutes } from './routes/video/video-admin.routes.ts';
import { videoProgressRoutes } from './routes/video/video-progress.routes.ts';
import { videoRoutes } from './routes/video/video.routes.ts';
import { watchRoutes } from './routes/watch/watch.routes.ts';
import { webhookRoutes } from './routes/webhook/webhook.routes.ts';
import type { AppDeps, AppEnv, Logger } from './types.ts';

export type FrontDoorOptions = {
  /** The runtime's dependencies (database, storage, logger), made once and reused. */
  deps: () => Promise<AppDeps>;
  /** Renders a page of the public site (Astro); absent in API-only tests. */
  pages?: MiddlewareHandler<AppEnv>;
  /** Answers /admin and its deep links with the admin SPA's index.html. */
  adminShell?: MiddlewareHandler<AppEnv>;
  /** Serves the built files (pre-rendered pages, scripts, the console's assets) on Node; the Worker's are served before it runs. */
  assets?: MiddlewareHandler<AppEnv>;
  /** Compresses what the rest answers (Node only: Cloudflare compresses the Worker's answers at the edge). */
  compress?: MiddlewareHandler<AppEnv>;
  /**
   * Gives visitors the pages and calls that say they are the same for everyone from memory
   * (lib/cache-answers.ts): per process on Node, per isolate in the Worker, which first catches up with
   * the other isolates' writes (db/cache/read-versions.ts).
   */
  cacheAnswers?: MiddlewareHandler<AppEnv>;
  /** Whether the request is a page being pre-rendered by the build (no deps are made for it). */
  isPrerender?: (c: Context<AppEnv>) => boolean;
  /** The caller's IP address as the runtime sees it (Astro's clientAddress); '' when unknown. */
  clientIp?: (c: Context<AppEnv>) => string;
  /** Where failures are logged before the dependencies (and their logger) exist. */
  log?: Logger;
  /** The runtime's readiness checks, for GET /readyz (with GET /healthz: lib/health.ts). */
  readiness?: Readiness;
  /** GET /metrics (Node, with METRICS_TOKEN set); without it the address is unknown like any other. */
  metrics?: Hono<AppEnv>;
  /** The runtime's part of the access log (the Worker's lines, Node's notes of route and account: lib/access-log.ts). */
  accessLog?: MiddlewareHandler<AppEnv>;
  /** The id the runtime gave the request (Node's server), if any: a caller's own X-Request-Id is never taken. */
  requestIdOf?: (c: Context<AppEnv>) => string | undefined;
};

/** The API under /api: the spec's call catalogue, one envelope, one error handler. */
export function createApi() {
  const api = new Hono<AppEnv>()
    // a body over the call's limit is refused before it is read
    .use(apiBodyLimit)
    // every call is checked against the call matrix before its route runs (core/auth/calls.ts)
    .use(authorize)
    .route('/public', preBuiltModelRoutes)
    .route('/public', masterDataRoutes)
    .route('/', fileRoutes)
    .route('/', signUpRoutes)
    .route('/', memberAuthRoutes)
    .route('/', secondFactorRoutes)
    .route('/', signInProviderRoutes)
    .route('/', providerAccountRoutes)
    .route('/', providerMemberRoutes)
    .route('/', accountRecoveryRoutes)
    .route('/', myPageRoutes)
    .route('/', consentRoutes)
    .route('/', myDataRoutes)
    .route('/', adminAuthRoutes)
    .route('/', passkeyRoutes)
    .route('/', passkeyAdminRoutes)
    .route('/', connectionHistoryRoutes)
    .route('/', adminAccessHistoryRoutes)
    .route('/', downloadHistoryRoutes)
    .route('/', maskingRoutes)
    .route('/', contentOwnershipRoutes)
    .route('/', bannerRoutes)
    .route('/', contentUsageRoutes)
    .route('/', privacyPolicyRoutes)
    .route('/', attachmentRoutes)
    .route('/', preBuiltModelAdminRoutes)
    .route('/public', successStoryRoutes)
    .route('/', successStoryAdminRoutes)
    .route('/', adminAccountRoutes)
    .route('/', bannerAdminRoutes)
    .route('/', policyAdminRoutes)
    .route('/', usageHistoryRoutes)
    .route('/', batchSettingsRoutes)
    .route('/', batchHistoryRoutes)
    .route('/', passwordCycleRoutes)
    .route('/', accountRoutes)
    .route('/', permissionRoutes)
    .route('/', permissionHistoryRoutes)
    .route('/', roleGrantRoutes)
    .route('/', logReviewRoutes)
    .route('/', accessReviewRoutes)
    .route('/', consoleReviewRoutes)
    .route('/', notificationRoutes)
    .route('/', watchRoutes)
    .route('/', mailPreferenceRoutes)
    .route('/', forumMentionRoutes)
    .route('/', forumReactionRoutes)
    .route('/', bookmarkRoutes)
    .route('/', noticeRoutes)
    .route('/', noticeAdminRoutes)
    .route('/', faqRoutes)
    .route('/', faqAdminRoutes)
    .route('/', videoRoutes)
    .route('/', videoAdminRoutes)
    .route('/', videoProgressRoutes)
    .route('/', knowledgeSharingRoutes)
    .route('/', forumBoardRoutes)
    .route('/', forumRoutes)
    .route('/', forumModerationRoutes)
    .route('/', forumAnswerRoutes)
    .route('/', partnerPolicyRoutes)
    .route('/', partnerApplicationRoutes)
    .route('/', partnerQnaRoutes)
    .route('/', partnerQnaAnswerRoutes)
    .route('/', partnerFaqRoutes)
    .route('/', partnerLibraryRoutes)
    .route('/', partnerProjectRoutes)
    .route('/', searchRoutes)
    .route('/', searchGlossaryRoutes)
    .route('/', searchLogRoutes)
    .route('/', shareCardRoutes)
    .route('/', systemRoutes)
    .route('/', retentionRoutes)
    .route('/', webhookRoutes);
  api.route('/', docsRoutes(api));
  // a mounted app's notFound is not consulted by its parent, so unknown /api paths end here
  api.all('*', () => {
    throw new ApiError(404, 'api.notFound');
  });
  api.onError(answerFailure);
  return api;
}

export type Api = ReturnType<typeof createApi>;

/**
 * The one front door of the portal (DESIGN.md §1): /api/* to the API, /admin/* to the admin SPA,
 * everything else to the public site. It knows no runtime: node.ts and worker.ts hand it their deps.
 */
export function createApp(options: FrontDoorOptions) {
  const app = new Hono<AppEnv>();
  let deps: Promise<AppDeps> | undefined;
  const earlyLog = options.log ?? jsonLogger();

  const preparedDeps = () =>
    (deps ??= options.deps().catch((error: unknown) => {
      // the next request tries again: the portal recovers by itself when the database is back
      deps = undefined;
      throw new DependenciesUnavailable(error);
    }));

  app.use(requestIds(options.requestIdOf));
  // around everything else, so every answer is logged as it went out, failures included
  if (options.accessLog) app.use(options.accessLog);
  // every answer carries the security headers, failures included
  app.use(withSecurityHeaders);
  // inside the security headers, so a compressed answer carries them too; around everything else, failures included
  if (options.compress) app.use(options.compress);
  app.onError(answerFailure);
  // before the host check, the caches and any session: a load balancer or Prometheus asks by the machine's
  // address, and these answers hold nothing of anyone's (docs/observability.md)
  if (options.readiness) app.route('/', healthRoutes({ deps: preparedDeps, readiness: options.readiness, log: earlyLog }));
  if (options.metrics) app.route('/', options.metrics);
  app.use(async (c, next) => {
    c.set('log', earlyLog);
    const lang = langFromAcceptLanguage(c.req.header('accept-language'));
    c.set('lang', lang);
    c.set('t', translator(lang));
    c.set('tzOffset', parseTimezoneOffset(c.req.header('timezone-offset')));
    c.set('auth', null);
    c.set('recordedUses', undefined);
    c.set('seenVisits', undefined);
    c.set('clientIp', '');
    c.set('origin', new URL(c.req.url).origin);
    // a malformed percent-encoding (/%c0%ae) is refused before anything reads the path
    try {
      decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      throw new ApiError(400, 'api.badPath');
    }
    // a page pre-rendered at build time reads no data: the build must not open (or create) a database
    if (options.isPrerender?.(c)) return next();
    c.set('deps', await preparedDeps());
    c.set('log', c.var.deps.log);
    readSiteAddress(c, options.clientIp?.(c) ?? '');
    // where other instances write too (the Worker), what they wrote is asked for once per request
    await oneCatchUpPerRequest(next);
  });
  // a write another origin sent never reaches a call or a page (decision 031); it needs the origin read above
  app.use(sameSiteWrites);
  // site search's limit per address, for its calls and its page alike (decision 036)
  app.use(limitSearches);
  // inside the host check and the request's language; around the API's CSP, so a kept answer has it
  // around the caches: a view counted once per visit adds to the visit's cookie on the answer given, kept or made
  app.use(visitCookie);
  if (options.cacheAnswers) app.use(options.cacheAnswers);
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', API_CSP);
  });
  app.route('/api', createApi());
  if (options.assets) app.use(options.assets);
  // the console's files are served above (Node) or before the Worker runs: a missing one is not a deep link
  app.get('/admin/assets/*', () => {
    throw new ApiError(404, 'api.notFound');
  });
  if (options.adminShell) {
    app.get('/admin', adminShellGuard, options.adminShell);
    app.get('/admin/*', adminShellGuard, options.adminShell);
  }
  if (options.pages) app.use(options.pages);
  return app;
}
