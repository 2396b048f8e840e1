// The headers every response carries (docs/security.md), written once: the front door sets them on
// everything it answers, errors included, and the Worker build writes them into the static assets'
// `_headers` file (astro.config.mjs), because Cloudflare serves those files without running the Worker.
import type { MiddlewareHandler } from 'hono';

/**
 * Powerful features are off for the portal and everything it frames. Passkeys are the portal's own (issue 34,
 * decision 053): made and used by its pages, never by a frame. The features an embedded video player asks
 * for (core/rich-text.ts `playerPermissions`) are left to the browser's defaults, the page itself and a frame
 * whose `allow` names them: only the players' hosts can be framed (the pages' `frame-src`), and the sanitiser
 * keeps nothing else in an `allow` (decision 064).
 */
const permissionsPolicy = [
  ...[
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'bluetooth',
    'midi',
    'display-capture',
    'screen-wake-lock',
    'idle-detection',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...['publickey-credentials-create', 'publickey-credentials-get'].map((feature) => `${feature}=(self)`),
].join(', ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
};

/** API answers are data, never documents: nothing in them may run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sets the security headers on whatever the rest of the front door answered, unless a route set its own. */
export const withSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
};
