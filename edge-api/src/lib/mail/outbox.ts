// The outbox (DESIGN.md §1, mail and SMS): every message is rendered from the catalogue in the
// recipient's language, written to the outbox table, then handed to the runtime's transport. A failed
// delivery stays in the table as FAILED and the retry job sends it again, so nothing is lost.
import type { Lang } from '#core/i18n/locales.ts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { Db } from '#db/client.ts';
import { claimQueuedOutbox, insertOutbox, listQueuedOutbox, listRetryableOutbox, markOutbox, type OutboxRow } from '#db/queries/outbox.ts';

/** A message's extra headers (its `headers` column, a JSON object of strings). */
export function mailHeaders(row: Pick<OutboxRow, 'headers'>): Record<string, string> {
  const parsed: unknown = JSON.parse(row.headers || '{}');
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Hands a rendered message to the outside world (files, SMTP, an HTTP provider). */
export type Transport = { deliver(message: OutboxRow): Promise<void> };

/** The message groups of the catalogue (`mail.activation` → `.subject`, `.body`, `.sms`). */
export type MailTemplate =
  | 'mail.activation'
  | 'mail.alreadyRegistered'
  | 'mail.reset'
  | 'mail.findId'
  | 'mail.myPageOtp'
  | 'mail.adminCode'
  | 'mail.accountDeleted'
  | 'mail.securityChanged'
  // the "lost your device" link of a member's second factor (issue 34, routes/second-factor/)
  | 'secondFactor.mail.recovery'
  // the notices of the notification batch (jobs/send-batch-notices.ts)
  | 'batchMail.dormancy'
  | 'batchMail.passwordExpiry'
  | 'batchMail.marketingConsent'
  | 'people.mail.welcome'
  // the become-a-partner application (routes/partner/partner-application.routes.ts)
  | 'partner.mail.received'
  | 'partner.mail.alreadyWaiting'
  | 'partner.mail.approved'
  | 'partner.mail.approvedSignUp'
  | 'partner.mail.refused'
  // the proof of an account before a sign-in provider is linked to it (issue 34, routes/sign-in-provider/)
  | 'provider.mail.link';

export type OutgoingMessage = { channel: 'MAIL' | 'SMS'; to: string; lang: Lang; template: MailTemplate; values: Record<string, string | number> };

export type Outbox = {
  /** Writes the message to the outbox and delivers it; a delivery failure is recorded, not thrown. */
  send(message: OutgoingMessage): Promise<OutboxRow>;
  /** Delivers again what failed before, and what a stopped process left being delivered (the retry job). */
  retryFailed(): Promise<number>;
  /**
   * Delivers what jobs queued (notification mail and digests), oldest first, until none is left or `until`
   * has passed; answers how many were sent. What is left waits for the next run.
   */
  deliverQueued(until: Date): Promise<number>;
  /** Deliveries that failed since the process or isolate started (Node's metrics read it). */
  readonly deliveryFailures: number;
};

export const MAX_DELIVERY_ATTEMPTS = 5;
/** A message PENDING longer than this was left by a process that stopped while delivering it: the retry job sends it. */
const STUCK_PENDING_MS = 15 * 60_000;
/** How many queued messages one read takes. */
const QUEUED_READ = 50;

export function createOutbox(db: Db, transports: { mail: Transport; sms: Transport }, now: () => Date = () => new Date()): Outbox {
  let deliveryFailures = 0;
  const deliver = async (row: OutboxRow) => {
    const transport = row.channel === 'SMS' ? transports.sms : transports.mail;
    try {
      await transport.deliver(row);
      await markOutbox(db, row.id, { status: 'SENT', at: now().toISOString() });
      return { ...row, status: 'SENT' as const };
    } catch (error) {
      deliveryFailures += 1;
      await markOutbox(db, row.id, { status: 'FAILED', at: now().toISOString(), error: String(error).slice(0, 500) });
      return { ...row, status: 'FAILED' as const };
    }
  };
  return {
    async send(message) {
      const t = translator(message.lang);
      const values = { ...message.values, signature: t('mail.signature') };
      const key = (part: string) => `${message.template}.${part}` as MessageKey;
      const row = await insertOutbox(db, {
        channel: message.channel,
        recipient: message.to,
        lang: message.lang,
        template: message.template,
        subject: message.channel === 'MAIL' ? t(key('subject'), values) : '',
        body: message.channel === 'MAIL' ? `${t(key('body'), values)}\n\n${t('mail.signature')}` : t(key('sms'), values),
        createdAt: now().toISOString(),
      });
      return deliver(row);
    },
    async retryFailed() {
      const rows = await listRetryableOutbox(db, MAX_DELIVERY_ATTEMPTS, new Date(now().getTime() - STUCK_PENDING_MS).toISOString());
      let sent = 0;
      for (const row of rows) if ((await deliver(row)).status === 'SENT') sent++;
      return sent;
    },
    async deliverQueued(until) {
      let sent = 0;
      for (let rows = await listQueuedOutbox(db, QUEUED_READ); rows.length > 0; rows = await listQueuedOutbox(db, QUEUED_READ)) {
        for (const row of rows) {
          if (new Date() > until) return sent;
          if (!(await claimQueuedOutbox(db, row.id))) continue;
          if ((await deliver(row)).status === 'SENT') sent++;
        }
      }
      return sent;
    },
    get deliveryFailures() {
      return deliveryFailures;
    },
  };
}
