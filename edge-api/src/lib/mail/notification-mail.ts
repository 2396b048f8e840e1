// Notification mail (issue 32, decision 046): one mail per member gathering what waits for a channel, "at once"
// (every 10 minutes) or a daily or weekly digest. It is built when it is sent, in the member's language, from
// what they may still see (db/queries/notification-mail.ts), and carries a link to the preferences and a
// one-click unsubscribe (RFC 8058: List-Unsubscribe with an https address, List-Unsubscribe-Post). The mail,
// its unsubscribe link and the settling of what it tells are written in one batch as a QUEUED outbox row; the
// outbox delivers it after, and retries a failure, so nothing is lost and nothing is mailed twice. These are
// service messages: nothing promotional is ever added to them.
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import { notificationPath, notificationPlainText } from '#core/notification-text.ts';
import { DIGEST_MOST_ITEMS, UNSUBSCRIBE_DAYS, type MailingChannel } from '#core/schemas/mail-preference.ts';
import type { NotificationKind } from '#core/schemas/notification.ts';
import { runBatch, type BatchItem, type Db } from '#db/client.ts';
import { unsubscribeInsert } from '#db/queries/mail-preference.ts';
import { mailBatchOf, mailMembers, membersWithMail, settleMailStatement, type MailBatch, type MailMember } from '#db/queries/notification-mail.ts';
import { queuedOutboxInsert } from '#db/queries/outbox.ts';
import { sitePageUrl } from '../site-address.ts';

/** Which mail: at once, or a digest (the weekly one also takes what waits for the daily, on its day). */
export type MailRound = 'NOW' | 'DAILY' | 'WEEKLY';

const channelsOf: Record<MailRound, readonly MailingChannel[]> = { NOW: ['NOW'], DAILY: ['DAILY'], WEEKLY: ['WEEKLY'] };

/** How many members one read of the queue takes (their accounts are read in one query: D1 binds at most 100 values). */
const MEMBERS_PER_READ = 100;
/** How many members' mails one write holds. */
const MEMBERS_PER_WRITE = 50;
/** An "at once" mail lists this many, then counts the rest. */
const NOW_MOST_ITEMS = 20;

/** The addresses of the preferences page and of the unsubscribe page and call. */
export function unsubscribeUrls(publicSiteUrl: string, lang: 'ko' | 'en', token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: sitePageUrl(publicSiteUrl, lang, `/mail/unsubscribe${query}`),
    oneClick: new URL(`/api/public/mail/unsubscribe${query}`, publicSiteUrl).href,
  };
}

/** The mail's subject and text, in the member's language. */
export function notificationMailText(
  member: MailMember,
  round: MailRound,
  batch: MailBatch,
  links: { preferences: string; unsubscribe: string; site: string },
) {
  const t = translator(member.lang);
  const count = batch.items.length + batch.more;
  const group = round === 'NOW' ? 'mail.notifications' : round === 'DAILY' ? 'mail.digest.daily' : 'mail.digest.weekly';
  const key = (part: string) => `${group}.${part}` as MessageKey;
  const lines = batch.items.map((item) => {
    const text = notificationPlainText(t, item);
    return `• ${text.title}: ${text.content}\n  ${sitePageUrl(links.site, member.lang, notificationPath(item))}`;
  });
  if (batch.more > 0) lines.push(t('mail.notifications.more', { count: batch.more, link: sitePageUrl(links.site, member.lang, '/') }));
  const body = [
    t('mail.notifications.greeting', { name: member.name }),
    t(key('intro'), { count }),
    lines.join('\n\n'),
    t('mail.notifications.why', { link: links.preferences }),
    t('mail.notifications.unsubscribe', { link: links.unsubscribe }),
    t('mail.signature'),
  ].join('\n\n');
  return { subject: t(key('subject'), { count }), body, template: group };
}

/**
 * One member's mail for a round, if anything waits that they may still see, as the statements that write it
 * with the settling of whatever waits (or the settling alone, when all of it became invisible or was seen on the
 * bell); `mailed` says whether a mail is among them.
 */
async function mailMemberRound(
  db: Db,
  publicSiteUrl: string,
  accountId: number,
  member: MailMember | undefined,
  round: MailRound,
  now: Date,
): Promise<{ statements: BatchItem[]; mailed: boolean }> {
  const channels = channelsOf[round];
  const batch = member?.active ? await mailBatchOf(db, member, channels, round === 'NOW' ? NOW_MOST_ITEMS : DIGEST_MOST_ITEMS) : null;
  if (!member || !batch || batch.items.length === 0) {
    // nothing to tell (an account gone or not active, nothing visible left): the queue lets go of it
    const upTo = batch?.upTo ?? Number.MAX_SAFE_INTEGER;
    return { statements: [settleMailStatement(db, accountId, channels, upTo)], mailed: false };
  }
  const token = randomToken();
  const kinds = [...new Set(batch.items.map((item) => item.kind))] as NotificationKind[];
  const urls = unsubscribeUrls(publicSiteUrl, member.lang, token);
  const text = notificationMailText(member, round, batch, {
    preferences: sitePageUrl(publicSiteUrl, member.lang, '/my-page/notifications'),
    unsubscribe: urls.page,
    site: publicSiteUrl,
  });
  const at = now.toISOString();
  const statements = [
    unsubscribeInsert(db, {
      tokenHash: await sha256Hex(token),
      accountId,
      kinds: JSON.stringify(kinds),
      createdAt: at,
      expiresAt: new Date(now.getTime() + UNSUBSCRIBE_DAYS * 86_400_000).toISOString(),
    }),
    queuedOutboxInsert(db, {
      channel: 'MAIL',
      recipient: member.username,
      lang: member.lang,
      template: text.template,
      subject: text.subject,
      body: text.body,
      headers: JSON.stringify({ 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
      createdAt: at,
    }),
    settleMailStatement(db, accountId, channels, batch.upTo),
  ];
  return { statements, mailed: true };
}

/**
 * Writes the mails of a round for every member with something waiting, a read of the queue at a time, in
 * account order; answers how many members were looked at and how many mails queued.
 */
export async function queueNotificationMail(db: Db, publicSiteUrl: string, round: MailRound, now: Date): Promise<{ members: number; mails: number }> {
  let members = 0;
  let mails = 0;
  for (let after = 0; ;) {
    const next = await membersWithMail(db, channelsOf[round], after, MEMBERS_PER_READ);
    const accounts = await mailMembers(db, next);
    // each member's mail is whole in one batch (its outbox row, its link, its settling); several members share a
    // batch, so a digest for 100,000 members is 2,000 writes, not 100,000; a stop before a batch leaves its
    // members queued for the next run
    let pending: BatchItem[] = [];
    for (const [index, accountId] of next.entries()) {
      const { statements, mailed } = await mailMemberRound(db, publicSiteUrl, accountId, accounts.get(accountId), round, now);
      pending.push(...statements);
      if (mailed) mails++;
      members++;
      if ((index + 1) % MEMBERS_PER_WRITE === 0 || index === next.length - 1) {
        await runBatch(db, pending);
        pending = [];
      }
    }
    if (next.length < MEMBERS_PER_READ) break;
    after = next[next.length - 1] as number;
  }
  return { members, mails };
}
