// The staff's outgoing webhooks (issue 32, docs/webhooks.md): the console's payloads and views, checked by
// the console's form and by the API with the same schemas. A webhook's address follows the spec's URL rule
// (portal spec §5, core/public-url.ts) and more: `https` only, on a public host, since the portal itself
// sends to it (a private address would let the console reach into the portal's own network).
import * as v from 'valibot';
import { isPublicUrl } from '../public-url.ts';
import { MAX_RECORD_ID, pageQuery, pageSizeQuery, typedText } from './common.ts';

/** The events a webhook may receive: the staff's queues (issue 32). */
export const webhookEvents = ['report.created', 'partner-question.created', 'partner-application.created', 'job.failed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
/** Every event a delivery may carry: the subscribable ones and the console's "Send a test". */
export const webhookEventNames = [...webhookEvents, 'test'] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

/** The console's name of each event (a key of the `webhook` messages). */
export const webhookEventLabels = {
  'report.created': 'webhook.event.reportCreated',
  'partner-question.created': 'webhook.event.partnerQuestionCreated',
  'partner-application.created': 'webhook.event.partnerApplicationCreated',
  'job.failed': 'webhook.event.jobFailed',
  test: 'webhook.event.test',
} as const satisfies Record<WebhookEventName, string>;

export const webhookDeliveryStatuses = ['PENDING', 'SENT', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** The longest address kept. */
export const WEBHOOK_URL_MAX = 2000;
/** The delivery log's page size. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;

/**
 * Which addresses a webhook may name and deliveries may reach: public `https` hosts only, always in
 * production. The API tests and the browser tests add loopback addresses, where their receivers listen
 * (AppDeps `webhookReach`, set by the tests' own code and never read from the environment).
 */
export type WebhookReach = 'public' | 'public-and-loopback';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** What is wrong with an address as a webhook's, as a message key; null when it may be used. */
export function webhookUrlProblem(text: string, reach: WebhookReach = 'public'): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'webhook.urlInvalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'webhook.urlInvalid';
  if (url.username !== '' || url.password !== '') return 'webhook.urlHasCredentials';
  if (reach === 'public-and-loopback' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'webhook.urlNotHttps';
  if (!isPublicUrl(url.href)) return 'webhook.urlNotPublic';
  return null;
}

/** A webhook's address: required, at most WEBHOOK_URL_MAX characters, https on a public host (or a test receiver's, by `reach`). */
export const webhookUrl = (reach: WebhookReach = 'public') =>
  v.pipe(
    typedText({ singleLine: true, message: 'webhook.urlRequired' }),
    v.trim(),
    v.nonEmpty('webhook.urlRequired'),
    v.maxLength(WEBHOOK_URL_MAX, 'webhook.urlTooLong'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = webhookUrlProblem(dataset.value, reach);
      if (problem) addIssue({ message: problem });
    }),
  );

/** The events a webhook receives: at least one, each once. */
export const webhookEventList = v.pipe(
  v.array(v.picklist(webhookEvents, 'webhook.eventUnknown'), 'webhook.eventsRequired'),
  v.minLength(1, 'webhook.eventsRequired'),
  v.transform((events) => webhookEvents.filter((event) => events.includes(event))),
);

/** POST /api/admin/webhooks and PUT /api/admin/webhooks/:id: the address, the events and whether it is on. */
export const webhookBodyFor = (reach: WebhookReach = 'public') =>
  v.object({ url: webhookUrl(reach), events: webhookEventList, active: v.optional(v.boolean('validation.invalid'), true) });
/** The body as the console's form and the API in production check it. */
export const webhookBody = webhookBodyFor('public');
export type WebhookBody = v.InferOutput<typeof webhookBody>;

/**
 * An address as the console shows it: its origin and first path segment, the rest hidden ("…"). A Slack or
 * Teams address carries its own secret in its path, so the whole of it is never sent back once saved; a save
 * that sends the shown form back keeps the stored address (routes/webhook).
 */
export function webhookUrlShown(url: string): string {
  const parsed = new URL(url);
  const segments = parsed.pathname.split('/').filter(Boolean);
  const hidden = segments.length > 1 || parsed.search !== '' || parsed.hash !== '';
  return `${parsed.origin}/${segments[0] ?? ''}${hidden ? '/…' : ''}`;
}

/** A webhook as the console lists it: never its secret (shown once, when made or made again), its address shown. */
export const webhookItem = v.object({
  id: v.pipe(v.number(), v.maxValue(MAX_RECORD_ID)),
  url: v.pipe(v.string(), v.description('The address as shown (webhookUrlShown): its origin and first path segment')),
  events: v.array(v.picklist(webhookEvents)),
  active: v.boolean(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
  /** The newest delivery's status and time, if any. */
  lastStatus: v.nullable(v.picklist(webhookDeliveryStatuses)),
  lastDeliveryAt: v.nullable(v.string()),
});
export type WebhookItem = v.InferOutput<typeof webhookItem>;

/** The answer of a creation and of "make a new secret": the secret, this once. */
export const webhookSecret = v.object({ id: v.number(), secret: v.string() });
export type WebhookSecret = v.InferOutput<typeof webhookSecret>;

/** GET /api/admin/webhooks/:id/deliveries: a page of one webhook's deliveries, newest first. */
export const webhookDeliveryQuery = v.object({ pageNo: pageQuery, pageSize: pageSizeQuery(WEBHOOK_DELIVERY_PAGE_SIZE) });

/** One delivery as the log shows it (the payload stays on the server: the receiver has it). */
export const webhookDeliveryItem = v.object({
  id: v.number(),
  webhookId: v.number(),
  event: v.picklist(webhookEventNames),
  status: v.picklist(webhookDeliveryStatuses),
  attempts: v.number(),
  nextAttemptAt: v.nullable(v.string()),
  lastResponseStatus: v.nullable(v.number()),
  responseMs: v.nullable(v.number()),
  lastError: v.string(),
  createdAt: v.string(),
  deliveredAt: v.nullable(v.string()),
});
export type WebhookDeliveryItem = v.InferOutput<typeof webhookDeliveryItem>;

/** What a receiver is sent (docs/webhooks.md): `text` is one plain line that Slack and Microsoft Teams show as it is. */
export type WebhookPayload = {
  event: WebhookEventName;
  /** The event's id: the same in every webhook's copy, so a receiver can tell a retry from a new event. */
  id: string;
  occurredAt: string;
  text: string;
  data: Record<string, string | number | null>;
};
