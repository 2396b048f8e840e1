// The portal's own address (PUBLIC_SITE_URL) and what a request may say of it. Links in mail are built
// from the configured address only, never from the request; a request naming another host is refused;
// the scheme, host and client address a proxy forwards are read only when TRUST_PROXY says a proxy of
// ours sits in front (docs/security.md, docs/deployment.md).
import type { Context } from 'hono';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';

/** Names that reach only this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** An absolute address on the portal, for mail: the configured public address and a path. */
export function siteUrl(c: Context<AppEnv>, path: string): string {
  return new URL(path, c.var.deps.config.publicSiteUrl).href;
}

/** A page of the public site in a language, for a mail sent without a request (a job): Korean at `/path`, English at `/en/path`. */
export function sitePageUrl(publicSiteUrl: string, lang: 'ko' | 'en', path: string): string {
  return new URL(lang === 'en' ? `/en${path}` : path, publicSiteUrl).href;
}

/** The first value of a forwarded header a proxy may have written as a list. */
const firstOf = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

/** A host as a Host header may name it: a name or an address, and a port. */
const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the browser used, or null when the request names no valid host. */
function browserOrigin(c: Context<AppEnv>, trustProxy: boolean): URL | null {
  const url = new URL(c.req.url);
  let protocol = url.protocol;
  let host = url.host;
  if (trustProxy) {
    const proto = firstOf(c.req.header('x-forwarded-proto'))?.toLowerCase();
    if (proto === 'http' || proto === 'https') protocol = `${proto}:`;
    host = firstOf(c.req.header('x-forwarded-host')) ?? host;
  }
  return hostPattern.test(host) && URL.canParse(`${protocol}//${host}`) ? new URL(`${protocol}//${host}`) : null;
}

/** Whether a request for `seen` reaches the configured portal: the same host and port; any loopback name for a loopback address. */
function isPortalHost(seen: URL, configured: URL): boolean {
  if (seen.host === configured.host) return true;
  return isLoopbackHost(configured.hostname) && isLoopbackHost(seen.hostname) && seen.port === configured.port;
}

/**
 * Whether a Host header, read as it stands (no forwarded host), names the portal: what the front door's
 * check answers for such a request. Node's fast path (runtime/node-fast-path.ts) asks it.
 */
export function hostReachesPortal(host: string, publicSiteUrl: string): boolean {
  return hostPattern.test(host) && URL.canParse(`http://${host}`) && isPortalHost(new URL(`http://${host}`), new URL(publicSiteUrl));
}

/**
 * Reads the request's origin and client address (forwarded ones only from a trusted proxy) into
 * `c.var.origin` and `c.var.clientIp`, and refuses a request addressed to a host that is not the
 * portal's (421): nothing an outsider puts in Host or X-Forwarded-Host reaches a link or a cookie.
 */
export function readSiteAddress(c: Context<AppEnv>, rawClientIp: string): void {
  const { publicSiteUrl, trustProxy } = c.var.deps.config;
  // one proxy of ours appends the address it saw last; anything before it is the client's own say
  const forwardedFor = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  c.set('clientIp', forwardedFor || rawClientIp);
  const seen = browserOrigin(c, trustProxy);
  if (!seen || !isPortalHost(seen, new URL(publicSiteUrl))) throw new ApiError(421, 'api.wrongHost');
  c.set('origin', seen.origin);
}
