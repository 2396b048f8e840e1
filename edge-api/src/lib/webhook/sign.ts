// How a delivery is signed (issue 32, docs/webhooks.md "Verify a delivery"): HMAC-SHA256 with the webhook's
// secret over `<timestamp>.<body>`, in WebCrypto so that Node and workerd run the same code. The timestamp
// (Unix seconds, X-Portal-Timestamp) is inside the signature, so a receiver that refuses old timestamps
// (five minutes is usual) cannot be handed a captured delivery again later.
import { randomToken } from '#core/auth/token.ts';

export const SIGNATURE_HEADER = 'x-portal-signature';
export const TIMESTAMP_HEADER = 'x-portal-timestamp';
export const EVENT_HEADER = 'x-portal-event';
export const DELIVERY_HEADER = 'x-portal-delivery';

/** A new webhook secret: 256 random bits as 43 URL-safe characters (shown once, then only used to sign). */
export const newWebhookSecret = (): string => randomToken();

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The X-Portal-Signature value of a body sent at `timestamp` (Unix seconds): `sha256=<hex>`. */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `sha256=${hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)))}`;
}
