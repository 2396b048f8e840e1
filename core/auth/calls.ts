// The role × call matrix (admin spec §7, portal spec §7, DESIGN.md §4): every call of the catalogue
// with the session it reads and the roles it admits. The API's `authorize` middleware checks every
// request against it before any route runs; a path that is not listed here does not exist (404), so
// a new route is denied until it is added. Calls of later issues are listed already, so the matrix
// test covers them from the start.
import { kindDeclarations } from '../kinds/index.ts';
import type { KindCalls } from '../kinds/types.ts';
import { unmaskCallKey, unmaskViewNames } from '../schemas/masking.ts';
import { ADMINS, CONTENT_AUTHORS, EVERYONE, MEMBERS, PARTNER_AREA, type Role } from './roles.ts';
import { routeRegExp } from './screens.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Which session a call reads: none (`public`), the member session (`member`), the admin console's
 * separate session (`admin`), or the admin session when there is one and the member session
 * otherwise (`either`: content authoring, done in the public site and in the console).
 */
export type Audience = 'public' | 'member' | 'admin' | 'either';
/**
 * What a call's body is, which sets how large it may be (edge-api/src/lib/body-limit.ts): `json` a form's
 * fields, `content` a save whose rich texts or long lists may pass the JSON limit, `upload` files
 * (multipart), `bannerImage` one banner image. A call is `json` unless its entry below says otherwise
 * after its path (`'POST /api/member/forum-bulletin content'`).
 */
export const bodyKinds = ['json', 'content', 'upload', 'bannerImage'] as const;
export type BodyKind = (typeof bodyKinds)[number];
export type Call = { method: Method; path: string; audience: Audience; roles: readonly Role[]; body: BodyKind };

const isBodyKind = (text: string): text is BodyKind => (bodyKinds as readonly string[]).includes(text);

const call =
  (audience: Audience, roles: readonly Role[]) =>
  (spec: string): Call => {
    const [method, path, body = 'json'] = spec.split(' ') as [Method, string, string?];
    if (!isBodyKind(body)) throw new Error(`${spec}: "${body}" is not a body kind (${bodyKinds.join(', ')})`);
    return { method, path, audience, roles, body };
  };
const open = call('public', EVERYONE);
const member = call('member', MEMBERS);
const partner = call('member', PARTNER_AREA);
const author = call('either', CONTENT_AUTHORS);
const admin = call('admin', ADMINS);

const audiences = { open, member, partner, author } as const;

function kindCalls(): Call[] {
  return Object.values(kindDeclarations).flatMap((kind) =>
    Object.entries(kind.calls as KindCalls).flatMap(([audience, specs]) => (specs ?? []).map(audiences[audience as keyof KindCalls])),
  );
}

export const calls: readonly Call[] = [
  // documentation and files
  ...['GET /api/openapi.json', 'GET /api/docs', 'GET /api/files/:folder/:name'].map(open),
  // public catalogue, content and code lists (portal spec §7.2)
  ...[
    'GET /api/public/master-data/:type',
    'GET /api/public/banner/get-list/:lang',
    'GET /api/public/notice',
    'GET /api/public/searching',
    'GET /api/public/searching/load-more',
    'GET /api/public/searching/suggest',
    // a result opened from the search page, counted in the search log (issue 31): no session, nothing of the reader kept
    'POST /api/public/searching/opened',
    'GET /api/public/privacy-policy/revision',
    'POST /api/public/register/partner',
    // the picture a shared link of a public page shows (decision 057): drawn for items a visitor may see and the listed pages
    'GET /api/public/share-card',
  ].map(open),
  // identity: sign-up, activation, sign-in, recovery (no session yet)
  ...[
    'POST /api/public/sign-up',
    'POST /api/public/activate-account',
    'POST /api/public/resend-activation',
    'POST /api/auth/member/send-link-active-account',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'POST /api/public/change-expired-password',
    'POST /api/public/find-username',
    'POST /api/public/find-password',
    'POST /api/v1/users/forgot-password',
    'POST /api/v1/users/reset-password',
  ].map(open),
  // sign-in with Kakao, Naver and Google (issue 34, decision 054): the trip to a provider and back, and a new
  // person's sign-up or the proof of an existing account that follows it (no session yet)
  ...[
    'GET /api/public/sign-in-providers',
    'GET /api/public/sign-in-providers/:provider/start',
    'GET /api/public/sign-in-providers/:provider/callback',
    'GET /api/public/sign-in-providers/pending',
    'POST /api/public/sign-in-providers/sign-up',
    'POST /api/public/sign-in-providers/link',
    'POST /api/public/sign-in-providers/link-mail',
    'POST /api/public/sign-in-providers/link-confirm',
  ].map(open),
  // a member's linked providers on My Page, their link and removal, and the re-entry through one (issue 34)
  ...[
    'GET /api/member/sign-in-providers',
    'POST /api/member/sign-in-providers/:provider/link',
    'POST /api/member/sign-in-providers/:provider/reauth',
    'DELETE /api/member/sign-in-providers/:provider',
  ].map(member),
  // the member's own account
  ...[
    'GET /api/auth/user-info',
    'POST /api/auth/change-password/check',
    'POST /api/auth/change-password/check-new',
    'PUT /api/auth/change-password',
    'PUT /api/auth/reject-change-password',
    'PUT /api/auth/change-term-agreement',
    'PUT /api/auth/change-term-agreement-use-marketing',
    'POST /api/auth/import-password',
    'GET /api/auth/get-mypage-info',
    'POST /api/auth/get-mypage-otp',
    'PUT /api/auth/edit-my-page',
    'DELETE /api/auth/delete-account',
    'GET /api/auth/content-usage-hist',
    'POST /api/auth/content-usage-hist',
    'POST /api/member/upload-attachment upload',
    // a member's progress on a training guide (education)
    'GET /api/member/video-progress',
    'PUT /api/member/video-progress/:id',
  ].map(member),
  // partner area (portal spec §7.3)
  ...[
    'POST /api/partner/upload-attachment upload',
    // the partner policy's editor (portal spec §2 partner-policy-register, §6 policy register)
    'GET /api/partner/partner-policy',
    'PUT /api/partner/partner-policy content',
  ].map(partner),
  // content authoring: in the public site (member session) and in the console (admin session)
  ...[
    'POST /api/auth/upload-attachment upload',
    'GET /api/content-manager/partner-bussiness',
    'GET /api/content-manager/partner-bussiness/:projectId',
    'POST /api/content-manager/partner-bussiness',
    'PUT /api/content-manager/partner-bussiness',
  ].map(author),
  // admin sign-in (admin spec §7.1): no session yet
  ...[
    'POST /api/auth/admin/login',
    'GET /api/auth/admin/get-otp-login',
    'POST /api/auth/admin/login-admin',
    'POST /api/auth/admin/find-password',
    'PUT /api/auth/admin/reset-password',
    'POST /api/auth/admin/find-id',
    // ends the admin session when there is one; a console whose session already ended still signs out
    'GET /api/auth/admin/logout',
  ].map(open),
  // the admin console
  ...[
    'GET /api/auth/admin/user-info',
    'POST /api/auth/admin/check-password',
    'POST /api/auth/admin/check-new-password',
    'PUT /api/auth/admin/change-password',
    'GET /api/admin/connect-hist',
    'GET /api/admin/connect-hist/download',
    'GET /api/admin/user-access-hist',
    'GET /api/admin/user-access-hist/download',
    'GET /api/admin/personal-info-download-hist',
    'GET /api/admin/personal-info-download-hist/download',
    'GET /api/admin/content-usage-hist',
    'GET /api/admin/content-usage-hist/download',
    'GET /api/admin/user-info',
    'GET /api/admin/username',
    'GET /api/admin/user',
    'GET /api/admin/user/download-xlsx',
    'GET /api/admin/user/:id',
    'POST /api/admin/user',
    'PUT /api/admin/user',
    'DELETE /api/admin/user/:id',
    'PUT /api/admin/user/:id/reactivate',
    'GET /api/admin/permission',
    'GET /api/admin/role',
    'POST /api/admin/permission/change-permission',
    'GET /api/admin/permission/download-xlsx',
    'GET /api/admin/permission_change_tracking',
    'GET /api/admin/permission_change_tracking/download',
    'GET /api/admin/banner/list/:lang',
    'PUT /api/admin/banner/change-banner-possition',
    'POST /api/admin/banner/upload-banner-img bannerImage',
    'GET /api/admin/banner/:id',
    'POST /api/admin/banner',
    'PUT /api/admin/banner',
    'DELETE /api/admin/banner/:id',
    'GET /api/policy-admin/privacy',
    'GET /api/policy-admin/privacy/detail/:id',
    'POST /api/policy-admin/privacy content',
    'PUT /api/policy-admin/privacy content',
    'GET /api/policy-admin/export/excel',
    'GET /api/admin/daily-batch-history',
    'GET /api/admin/daily-batch-history/download',
    'GET /api/admin/getbatchwork/:id',
    'POST /api/admin/batchwork',
    'GET /api/admin/admin-batch',
    'PUT /api/admin/admin-batch',
    'GET /api/admin/config_notice_for_admin_role',
    'POST /api/admin/change-content-ownership',
    'GET /api/admin/content-ownership/:id',
    'GET /api/admin/content-ownership-history',
    'GET /api/admin/notice-password-change-interval',
    'PUT /api/admin/notice-password-change-interval',
    // become-a-partner applications (portal spec §4: reviewed, then answered by mail; not in the spec's catalogue)
    'GET /api/admin/partner-application',
    'PUT /api/admin/partner-application/:id/approve',
    'PUT /api/admin/partner-application/:id/refuse',
    // the console's System screen (the build, migrations, database, backup, jobs, outbox; not in the spec's catalogue)
    'GET /api/admin/system',
    // the retention rules and the audit logs' hash chains (issue 33, not in the spec's catalogue): read-only
    'GET /api/admin/retention',
  ].map(admin),
  // passkeys (issue 34, decision 053): the sign-in by a passkey alone on the site and in the console (no session yet),
  // a member's own on My Page (behind the password re-entry) with the re-entry by a passkey, an admin's own in the console
  ...[
    'POST /api/auth/passkey/login-options',
    'POST /api/auth/passkey/login',
    'POST /api/auth/admin/passkey/login-options',
    'POST /api/auth/admin/passkey/login',
  ].map(open),
  ...[
    'POST /api/auth/passkey/reauth-options',
    'POST /api/auth/passkey/reauth',
    'GET /api/auth/passkey',
    'POST /api/auth/passkey/register-options',
    'POST /api/auth/passkey/register',
    'PUT /api/auth/passkey/:id',
    'DELETE /api/auth/passkey/:id',
  ].map(member),
  ...[
    'GET /api/admin/passkey',
    'POST /api/admin/passkey/register-options',
    'POST /api/admin/passkey/register',
    'PUT /api/admin/passkey/:id',
    'DELETE /api/admin/passkey/:id',
  ].map(admin),
  // the header bell (portal spec §1, §4): a member's own notifications. readAll is in the spec's public
  // catalogue, but it marks the caller's notifications seen, so it reads the member session and refuses
  // a visitor (401); the list and unread count are not named by the spec and need that session too
  ...['GET /api/member/notifications', 'POST /api/public/notices/readAll'].map(member),
  // watching a board, a post or a tag (issue 32, not in the spec's catalogue): a member's own choices
  ...['GET /api/member/watches/level', 'PUT /api/member/watches', 'GET /api/member/watches'].map(member),
  // a member's own data and consents (issue 33): the export of everything held about them, the consent history with
  // one-click withdrawal of the optional items, and the acceptance of a new version of the terms
  ...[
    'GET /api/member/my-data',
    'GET /api/member/consents',
    'PUT /api/member/consents/:item',
    'GET /api/member/terms-update',
    'PUT /api/member/terms-update',
  ].map(member),
  // mail preferences (issue 32, decision 046): a member's own channels; a mail's unsubscribe link, whose token is its proof
  ...['GET /api/member/notification-preferences', 'PUT /api/member/notification-preferences'].map(member),
  ...['GET /api/public/mail/unsubscribe', 'POST /api/public/mail/unsubscribe'].map(open),
  // reactions on forum posts and comments, and private bookmarks (issue "Hearing back", decision 045): a member's
  // own; every answer is trimmed to what the member may see
  ...[
    'PUT /api/member/reactions/:target/:id/:reaction',
    'DELETE /api/member/reactions/:target/:id/:reaction',
    'GET /api/member/reactions',
    'GET /api/member/reactions/people',
    'GET /api/member/bookmarks/:kind/:id',
    'PUT /api/member/bookmarks/:kind/:id',
    'DELETE /api/member/bookmarks/:kind/:id',
    'GET /api/member/bookmarks',
  ].map(member),
  // the visitors' notices, managed in the console (not named by the spec's catalogue): ADMIN only
  ...[
    'GET /api/admin/notice',
    'GET /api/admin/notice/:id',
    'POST /api/admin/notice',
    'POST /api/admin/notice/upload-file upload',
    'PUT /api/admin/notice/:id',
    'DELETE /api/admin/notice/:id',
  ].map(admin),
  // the search glossary (issue 31), kept by content authors like the kinds' content: an ADMIN in the console,
  // a content manager by the member session on the site's /search/glossary (the console's sign-in admits ADMINs only)
  ...['GET /api/admin/search-glossary', 'POST /api/admin/search-glossary', 'PUT /api/admin/search-glossary/:id', 'DELETE /api/admin/search-glossary/:id'].map(
    author,
  ),
  // the staff's outgoing webhooks (issue 32, docs/webhooks.md): ADMIN only, in the console
  ...[
    'GET /api/admin/webhooks',
    'POST /api/admin/webhooks',
    'PUT /api/admin/webhooks/:id',
    'DELETE /api/admin/webhooks/:id',
    'POST /api/admin/webhooks/:id/secret',
    'GET /api/admin/webhooks/:id/deliveries',
    'POST /api/admin/webhooks/:id/test',
  ].map(admin),
  // the search log (issue 31): what people searched and what found nothing, read by the same authors (a content
  // manager on the site's /search/log, whose page reads the same queries on the server)
  ...['GET /api/admin/search-log', 'GET /api/admin/search-log/opened'].map(author),
  // the partner Q&A's waits for a first staff answer and for acceptance (decision 044): ADMIN, in the console
  ...['GET /api/admin/partner-qna-times'].map(admin),
  // the console's reviews (issue 33, decision 050): the monthly log review (ISMS-P 2.9.5), a second ADMIN for console
  // role grants and the quarterly access review (ISMS-P 2.5.6); ADMIN only, in the console
  ...[
    'GET /api/admin/console-review/due',
    'GET /api/admin/log-review',
    'GET /api/admin/log-review/:month',
    'POST /api/admin/log-review/:month',
    'GET /api/admin/role-grant',
    'PUT /api/admin/role-grant/:id/approve',
    'PUT /api/admin/role-grant/:id/reject',
    'PUT /api/admin/role-grant/:id/withdraw',
    'GET /api/admin/access-review',
    'POST /api/admin/access-review',
    'GET /api/admin/access-review/:quarter',
    'PUT /api/admin/access-review/:quarter/:userId',
  ].map(admin),
  // second factors (issue 34, docs/identity.md): the second step of a sign-in and the "lost your device" link, before
  // any session (a pending sign-in's cookie or the mailed token is their proof)
  ...[
    'POST /api/auth/login/second-factor',
    'POST /api/auth/login/second-factor/passkey-options',
    'POST /api/auth/login/lost-device',
    'POST /api/public/second-factor/recover',
    'POST /api/auth/admin/login-second-factor',
    'POST /api/auth/admin/login-second-factor/passkey-options',
  ].map(open),
  // a member's own authenticator app and recovery codes (My Page's security page, behind the password again)
  ...[
    'GET /api/member/second-factor',
    'POST /api/member/second-factor/totp',
    'PUT /api/member/second-factor/totp',
    'DELETE /api/member/second-factor/totp',
    'POST /api/member/second-factor/recovery-codes',
  ].map(member),
  // a console account's own second factor ("My security"), the console's policy and the reset of another ADMIN's
  ...[
    'GET /api/admin/my-second-factor',
    'POST /api/admin/my-second-factor/totp',
    'PUT /api/admin/my-second-factor/totp',
    'DELETE /api/admin/my-second-factor/totp',
    'POST /api/admin/my-second-factor/recovery-codes',
    'GET /api/admin/second-factor-policy',
    'PUT /api/admin/second-factor-policy',
    'GET /api/admin/second-factor/accounts',
    'DELETE /api/admin/second-factor/accounts/:id',
  ].map(admin),
  // unmasking one row of a console list that shows personal data (issue 33, decision 051): for the roles
  // that read the list, every one of which is ADMIN only (core/schemas/masking.ts unmaskViews)
  ...unmaskViewNames.map((name) => unmaskCallKey(name)).map(admin),
  // the calls of the kinds of content (core/kinds/), each under the session and roles its kind declares
  ...kindCalls(),
];

const compiled = calls.map((entry) => ({ entry, pattern: routeRegExp(entry.path) }));

/** The call a request names, if the catalogue has it. */
export function callOf(method: string, path: string): Call | undefined {
  const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
  return compiled.find(({ entry, pattern }) => entry.method === upper && pattern.test(path))?.entry;
}

/** Whether any call exists at this path, whatever its method (405 rather than 404). */
export function pathIsCalled(path: string): boolean {
  return compiled.some(({ pattern }) => pattern.test(path));
}
