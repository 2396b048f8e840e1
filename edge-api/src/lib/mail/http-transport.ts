// Workers (and SMS anywhere): a provider's HTTP API. The request is a JSON POST with a bearer token:
// { from, to, subject, text, lang, headers } for mail (headers: List-Unsubscribe and the like, an object), { to, text } for SMS; any 2xx answer counts as sent.
import { mailHeaders, type Transport } from './outbox.ts';

export function httpTransport(options: { url: string; token: string; from?: string | undefined }): Transport {
  return {
    async deliver(row) {
      const payload =
        row.channel === 'MAIL'
          ? { from: options.from, to: row.recipient, subject: row.subject, text: row.body, lang: row.lang, headers: mailHeaders(row) }
          : { to: row.recipient, text: row.body };
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`provider answered ${response.status}`);
    },
  };
}
