// The mobile number field (portal spec §5): shown in 3-4-4 digit groups while typing, at most 11
// digits, sent as digits only; the keys a number input would accept but a phone number cannot hold
// (minus, plus, e and dot) are blocked.

export const PHONE_MAX_DIGITS = 11;

/** The digits of what was typed or pasted, at most 11. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * Digits grouped for display: 3-4-4 for a full 11-digit mobile number (010-1234-5678), 3-3-4 for ten
 * digits (011-123-4567, or an overseas number), and the groups filled so far while typing.
 */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

const BLOCKED_KEYS = new Set(['-', '+', 'e', 'E', '.']);

/** The keys a number field refuses (portal spec §5: minus, plus, e and dot). */
export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}
