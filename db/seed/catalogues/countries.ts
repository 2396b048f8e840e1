import rows from './countries.json' with { type: 'json' };
import type { CountrySeed } from './types.ts';

/**
 * Countries and territories with their ITU international dialling codes.
 * The Republic of Korea comes first; the rest are sorted by English name.
 * Dialling codes are digits only after the "+" (North American Numbering Plan
 * areas carry their area code, e.g. Jamaica "+1876").
 * Notes: Vatican City is dialled through the Italian "+39" range in practice;
 * Antarctica uses "+672" (Australian bases); Kosovo uses the user-assigned code XK.
 * The rows are data (countries.json).
 */
export const countries: CountrySeed[] = rows;
