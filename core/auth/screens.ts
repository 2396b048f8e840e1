// The role × screen matrix (portal spec §6, admin spec §2) as data: every route of both spec files,
// built or not. The front door checks it on the server before a page renders; the pages' script and
// the admin console check it in the browser. A route outside the role's list goes to `/` (the partner
// policy register goes to `/login`); an admin screen without an admin session goes to `/admin/login`.
import { kindDeclarations } from '../kinds/index.ts';
import type { KindDeclaration, KindScreen } from '../kinds/types.ts';
import { ADMINS, CONTENT_AUTHORS, EVERYONE, MEMBERS, PARTNER_AREA, type Role } from './roles.ts';

export type Screen = {
  /** The route as in the spec, with `:name` for a path segment (`:product` in `/education/:product-tv`). */
  route: string;
  roles: readonly Role[];
  /** Where a role outside `roles` is sent. */
  denied: '/' | '/login' | '/admin/login';
  /** Korean only: the English counterpart is the English home (portal spec §2). */
  koreanOnly?: boolean;
};

const open = (route: string, extra: Partial<Screen> = {}): Screen => ({ route, roles: EVERYONE, denied: '/', ...extra });
const member = (route: string): Screen => ({ route, roles: MEMBERS, denied: '/' });
const partner = (route: string, denied: Screen['denied'] = '/'): Screen => ({ route, roles: PARTNER_AREA, denied });
const author = (route: string): Screen => ({ route, roles: CONTENT_AUTHORS, denied: '/' });
const admin = (route: string): Screen => ({ route, roles: ADMINS, denied: '/admin/login' });

const audiences = { everyone: open, members: member, partnerArea: partner, authors: author } as const;

function kindScreens(): Screen[] {
  return Object.values(kindDeclarations).flatMap((kind) =>
    kind.screens.map((screen: KindScreen) => {
      const declared = screen.openTo === 'partnerArea' ? partner(screen.route, screen.denied ?? '/') : audiences[screen.openTo](screen.route);
      return screen.koreanOnly ? { ...declared, koreanOnly: true } : declared;
    }),
  );
}

export const screens: readonly Screen[] = [
  // public and member (portal spec §2)
  ...['/', '/login', '/register', '/check-email', '/register-success', '/forget-id', '/forget-password', '/change-password'].map((route) => open(route)),
  // where the mailed reset link lands (the spec's recovery answers by mail: DESIGN.md §5)
  open('/reset-password'),
  // after a sign-in provider (issue 34): a new person's sign-up, and the proof of an existing account
  ...['/register-provider', '/login-provider'].map((route) => open(route)),
  // a notification mail's unsubscribe link (issue 32): its token is its proof, no sign-in
  open('/mail/unsubscribe'),
  ...['/my-page/import-password', '/my-page/info', '/my-page/change-info', '/my-page/watching', '/my-page/notifications', '/my-page/bookmarks'].map(member),
  // a member's own data and consents, and the acceptance of a new version of the terms at sign-in (issue 33)
  ...['/my-page/my-data', '/my-page/accept-terms'].map(member),
  // how the member signs in: the authenticator app, recovery codes, passkeys and linked sign-in providers (issue 34);
  // and where the mailed "lost your device" link lands: the link is its proof
  member('/my-page/security'),
  open('/second-factor-recovery'),
  open('/search'),
  // the search glossary and the search log (issue 31) for content managers, who cannot sign in to the console
  // (admin spec §2: ADMIN only): the same calls as the console's screens, by the member session (calls.ts)
  author('/search/glossary'),
  author('/search/log'),
  ...['/products/overview', '/products/machine-learning', '/products/data-hub'].map((route) => open(route)),
  open('/download'),
  open('/download/guide'),
  open('/education/:product-training-guide-tv'),
  open('/education/prods'),
  open('/community/forecast-item'),
  open('/dso1/introduction', { koreanOnly: true }),
  open('/dso1/application', { koreanOnly: true }),
  open('/privacy_policy'),
  open('/terms-conditions'),
  open('/about'),
  open('/privacy_policy_sup', { koreanOnly: true }),
  // partner (portal spec §2, §6)
  open('/partner/partner-policy'),
  // the become-a-partner application of portal spec §3, reached from the policy page (the spec names no route)
  open('/partner/partner-application'),
  partner('/partner/partner-policy-register', '/login'),
  author('/partner/partner-business-management'),
  author('/partner/partner-business-management-register'),
  // the kinds of content's list, detail, register and edit screens (core/kinds/)
  ...kindScreens(),
  // the admin console (admin spec §2)
  { route: '/admin/login', roles: EVERYONE, denied: '/admin/login' },
  { route: '/admin/reset-password', roles: EVERYONE, denied: '/admin/login' },
  ...[
    '/admin',
    '/admin/history-connect',
    '/admin/account',
    '/admin/account/add-account',
    '/admin/account/edit-account',
    '/admin/permission',
    '/admin/change-permission',
    '/admin/banner',
    '/admin/banner/add-banner',
    '/admin/banner/edit-banner',
    '/admin/history-content',
    '/admin/privacy-policy',
    '/admin/privacy-policy/register',
    '/admin/privacy-policy/edit/:id',
    '/admin/batch-process-inactive',
    '/admin/batch-history',
    '/admin/batch-process-notification',
    '/admin/content-ownership',
    '/admin/password-change-cycle',
    '/admin/download-history',
    '/admin/admin-access',
    // the visitors' notices (portal spec §3 Notice), not a screen of the spec's list: ADMIN only
    '/admin/notice',
    // become-a-partner applications (portal spec §4 review), not a screen of the spec's list: ADMIN only
    '/admin/partner-application',
    // the System screen (running the portal as a service: docs/observability.md), not a screen of the spec's list: ADMIN only
    '/admin/system',
    // the retention rules of portal spec §9 and the audit logs' hash chains (issue 33), not a screen of the spec's list: ADMIN only
    '/admin/retention',
    // the search glossary (issue 31), not a screen of the spec's list: ADMIN only like every console screen, since the
    // console's sign-in admits ADMINs alone; content managers keep it on the site at /search/glossary (above)
    '/admin/search-glossary',
    // the search log (issue 31), not a screen of the spec's list: ADMIN only like the glossary it feeds; content
    // managers read it on the site at /search/log (above)
    '/admin/search-log',
    // the staff's outgoing webhooks (issue 32), not a screen of the spec's list: ADMIN only
    '/admin/webhooks',
    // the partner Q&A's waits for a first staff answer and for acceptance (decision 044), not a screen of the spec's list: ADMIN only
    '/admin/partner-qna-times',
    // the console's reviews (issue 33), not screens of the spec's list: ADMIN only
    '/admin/log-review',
    '/admin/role-grant',
    '/admin/access-review',
    // the console's second-factor policy and reset, and an admin's own second factor and passkeys (issue 34): ADMIN only
    '/admin/second-factor',
    '/admin/my-security',
    // the kinds' lists in the console (core/kinds/)
    ...Object.values(kindDeclarations).flatMap((kind: KindDeclaration) => (kind.console ? [kind.console] : [])),
  ].map(admin),
];

const patterns = new Map<Screen, RegExp>();

/** A route pattern as a regular expression: `:name` matches one segment, or the rest of a segment. */
export function routeRegExp(route: string): RegExp {
  const source = route
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** The screen a path (without the /en prefix, decoded) belongs to; the most specific route wins. */
export function screenOf(path: string): Screen | undefined {
  let found: Screen | undefined;
  for (const screen of screens) {
    let pattern = patterns.get(screen);
    if (!pattern) {
      pattern = routeRegExp(screen.route);
      patterns.set(screen, pattern);
    }
    if (pattern.test(path) && (!found || specificity(screen.route) > specificity(found.route))) found = screen;
  }
  return found;
}

// a fixed segment counts more than a parameter: /education/prods beats /education/:product-tv
const specificity = (route: string) => route.replace(/:[A-Za-z]+/g, '').length;

export function canOpen(screen: Screen, role: Role): boolean {
  return screen.roles.includes(role);
}
