// A member's own data (issue 33): everything the portal holds about them, downloaded from My Page as JSON or as
// an Excel workbook with one sheet per kind of data. What each kind holds is declared once on the server
// (edge-api/src/routes/my-data/my-data-sections.ts); both files carry the same fields.
import * as v from 'valibot';

export const myDataFormats = ['json', 'xlsx'] as const;
export type MyDataFormat = (typeof myDataFormats)[number];

/** GET /api/member/my-data?format=json|xlsx */
export const myDataQuery = v.object({ format: v.optional(v.picklist(myDataFormats, 'validation.invalid'), 'json') });

/**
 * The same file again within this many seconds is refused (429): a second click, or a script asking over and over,
 * builds nothing. A member downloads at most MY_DATA_EXPORTS_PER_DAY files in 24 hours.
 */
export const MY_DATA_EXPORT_INTERVAL_SECONDS = 60;
export const MY_DATA_EXPORTS_PER_DAY = 20;

/** The JSON file's format version: a reader of older files knows which fields to expect. */
export const MY_DATA_JSON_VERSION = 1;
