// What a receiver is sent (issue 32, docs/webhooks.md): `{ event, id, occurredAt, text, data }`. `text` is one
// plain line in Korean and English both ("[Portal] 새 신고 / New report: POST #12 · SPAM"), which Slack and
// Microsoft Teams incoming webhooks show as it is; `data` holds ids, codes and titles the console shows the
// staff already, never a member's contact details.
import { translator } from '#core/i18n/translate.ts';
import type { WebhookEventName, WebhookPayload } from '#core/schemas/webhook.ts';

/** What an event says: the ids and titles of `data`, and the detail its line ends with. */
export type EventFacts = { detail: string; data: WebhookPayload['data'] };

const headlineKeys = {
  'report.created': 'webhook.text.reportCreated',
  'partner-question.created': 'webhook.text.partnerQuestionCreated',
  'partner-application.created': 'webhook.text.partnerApplicationCreated',
  'job.failed': 'webhook.text.jobFailed',
  test: 'webhook.text.test',
} as const;

const LINE_MAX = 300;

/**
 * Text written by members (a title, a company's name) made safe for one chat line: one line, and no angle
 * brackets, which Slack reads as links and mentions (`<!channel>`) and Teams as markup.
 */
export function chatSafe(text: string): string {
  return text.replace(/\s+/g, ' ').replaceAll('<', '‹').replaceAll('>', '›').trim();
}

/** The payload of one event, with a new event id; the same text goes to every webhook. */
export function webhookPayload(event: WebhookEventName, facts: EventFacts, occurredAt: Date): WebhookPayload {
  const [ko, en] = [translator('ko')(headlineKeys[event]), translator('en')(headlineKeys[event])];
  const line = `[Portal] ${ko} / ${en}: ${chatSafe(facts.detail)}`;
  return {
    event,
    id: crypto.randomUUID(),
    occurredAt: occurredAt.toISOString(),
    text: line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 1)}…` : line,
    data: facts.data,
  };
}
