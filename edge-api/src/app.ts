import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { csrf } from 'hono/csrf';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { langFromAcceptLanguage } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { adminShellGuard } from './lib/admin-shell-guard.ts';
import { ApiError } from './lib/api-error.ts';
import { authorize } from './lib/authorize.ts';
import type { Envelope } from './lib/envelope.ts';
import { parseTimezoneOffset } from './lib/timezone.ts';
import { accountRecoveryRoutes } from './routes/account-recovery/account-recovery.routes.ts';
import { adminAccessHistoryRoutes } from './routes/admin-access-history/admin-access-history.routes.ts';
import { adminAccountRoutes } from './routes/admin-account/admin-account.routes.ts';
import { attachmentRoutes } from './routes/attachment/attachment.routes.ts';
import { preBuiltModelAdminRoutes } from './routes/pre-built-model/pre-built-model-admin.routes.ts';
import { bannerRoutes } from './routes/banner/banner.routes.ts';
import { contentUsageRoutes } from './routes/content-usage/content-usage.routes.ts';
import { adminAuthRoutes } from './routes/admin-auth/admin-auth.routes.ts';
import { connectionHistoryRoutes } from './routes/connection-history/connection-history.routes.ts';
import { docsRoutes } from './routes/docs/docs.routes.ts';
import { fileRoutes } from './routes/file/file.routes.ts';
import { masterDataRoutes } from './routes/master-data/master-data.routes.ts';
import { memberAuthRoutes } from './routes/member-auth/member-auth.routes.ts';
import { myPageRoutes } from './routes/my-page/my-page.routes.ts';
import { preBuiltModelRoutes } from './routes/pre-built-model/pre-built-model.routes.ts';
import { privacyPolicyRoutes } from './routes/privacy-policy/privacy-policy.routes.ts';
import { signUpRoutes } from './routes/sign-up/sign-up.routes.ts';
import { successStoryAdminRoutes } from './routes/success-story/success-story-admin.routes.ts';
import { successStoryRoutes } from './routes/success-story/success-story.routes.ts';
import type { AppDeps, AppEnv } from './types.ts';

export type FrontDoorOptions = {
  /** The runtime's dependencies (database, storage, logger), made once and reused. */
  deps: () => Promise<AppDeps>;
  /** Renders a page of the public site (Astro); absent in API-only tests. */
  pages?: MiddlewareHandler<AppEnv>;
  /** Answers /admin and its deep links with the admin SPA's index.html. */
  adminShell?: MiddlewareHandler<AppEnv>;
  /** Whether the request is a page being pre-rendered by the build (no deps are made for it). */
  isPrerender?: (c: Context<AppEnv>) => boolean;
  /** The caller's IP address as the runtime sees it (Astro's clientAddress); '' when unknown. */
  clientIp?: (c: Context<AppEnv>) => string;
};

/** The API under /api: the spec's call catalogue, one envelope, one error handler. */
export function createApi() {
  const api = new Hono<AppEnv>()
    // a cross-site form post never reaches a route; state changes take JSON, which needs CORS to cross sites
    .use(csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin }))
    // every call is checked against the call matrix before its route runs (core/auth/calls.ts)
    .use(authorize)
    .route('/public', preBuiltModelRoutes)
    .route('/public', masterDataRoutes)
    .route('/', fileRoutes)
    .route('/', signUpRoutes)
    .route('/', memberAuthRoutes)
    .route('/', accountRecoveryRoutes)
    .route('/', myPageRoutes)
    .route('/', adminAuthRoutes)
    .route('/', connectionHistoryRoutes)
    .route('/', adminAccessHistoryRoutes)
    .route('/', bannerRoutes)
    .route('/', contentUsageRoutes)
    .route('/', privacyPolicyRoutes)
    .route('/', attachmentRoutes)
    .route('/', preBuiltModelAdminRoutes)
    .route('/public', successStoryRoutes)
    .route('/', successStoryAdminRoutes)
    .route('/', adminAccountRoutes);
  api.route('/', docsRoutes(api));
  // a mounted app's notFound is not consulted by its parent, so unknown /api paths end here
  api.all('*', (c) => {
    const body: Envelope<null> = { success: false, message: c.var.t('api.notFound'), data: null, code: 404, status: 404 };
    return c.json(body, 404);
  });
  api.onError((error, c) => {
    if (error instanceof ApiError) {
      const body: Envelope<null> = { success: false, message: c.var.t(error.key, error.values), data: null, code: error.code, status: error.status };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const key = error.status === 404 ? 'api.notFound' : error.status === 405 ? 'api.methodNotAllowed' : 'api.validation';
      const body: Envelope<null> = { success: false, message: c.var.t(key), data: null, code: error.status, status: error.status };
      return c.json(body, error.status);
    }
    c.var.deps.log.error('unexpected error', { requestId: c.var.requestId, path: c.req.path, error: String(error), stack: error.stack });
    const body: Envelope<null> = { success: false, message: c.var.t('api.serverError'), data: null, code: 500, status: 500 };
    return c.json(body, 500);
  });
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

  app.use(requestId());
  app.use(async (c, next) => {
    // a page pre-rendered at build time reads no data: the build must not open (or create) a database
    if (!options.isPrerender?.(c)) {
      deps ??= options.deps().catch((error: unknown) => {
        deps = undefined;
        throw error;
      });
      c.set('deps', await deps);
    }
    const lang = langFromAcceptLanguage(c.req.header('accept-language'));
    c.set('lang', lang);
    c.set('t', translator(lang));
    c.set('tzOffset', parseTimezoneOffset(c.req.header('timezone-offset')));
    c.set('clientIp', options.clientIp?.(c) ?? '');
    c.set('auth', null);
    await next();
  });
  app.use(
    secureHeaders({
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xContentTypeOptions: 'nosniff',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are data, never documents: nothing in them may run or be framed
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  });
  app.route('/api', createApi());
  if (options.adminShell) {
    app.get('/admin', adminShellGuard, options.adminShell);
    app.get('/admin/*', adminShellGuard, options.adminShell);
  }
  if (options.pages) app.use(options.pages);
  return app;
}
