// The partner library (portal spec §2, §9; admin spec §7.3): documents with files (PARTNER_LIBRARY) that
// PARTNER, STAFF and ADMIN read, 10 a page, newest first by default (`orderBy` lastest, the spec's spelling),
// with the previous and next document; content authors register them through /api/admin/partner-library.
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { attachmentChanges, attachmentView } from './attachment.ts';
import { bilingualText, keywordQuery, pageQuery, pageSchema, pageSizeQuery, recordIdQuery, requiredLine, richTextInput } from './common.ts';
import { recordAuditEntries } from './content-view.ts';

export const PARTNER_LIBRARY_PAGE_SIZE = LIST_PAGE_SIZE;
/** The list's orders: newest first (`lastest`, as the spec's clients send it), oldest first, most viewed first. */
export const partnerLibraryOrders = ['lastest', 'oldest', 'mostViewed'] as const;
export type PartnerLibraryOrder = (typeof partnerLibraryOrders)[number];

/** GET /api/partner/partner-library: pageNo, pageSize (10), orderBy (lastest), keyword, or id. */
export const partnerLibraryListQuery = v.object({
  pageNo: pageQuery,
  pageSize: pageSizeQuery(PARTNER_LIBRARY_PAGE_SIZE),
  orderBy: v.optional(v.picklist(partnerLibraryOrders, 'validation.invalid'), 'lastest'),
  keyword: keywordQuery,
  id: recordIdQuery,
});
export type PartnerLibraryListQuery = v.InferOutput<typeof partnerLibraryListQuery>;

/** GET /api/partner/partner-library/next-and-previous?id: the neighbours in the default order. */
export const partnerLibraryNeighboursQuery = v.object({
  id: v.pipe(
    v.string('validation.required'),
    v.regex(/^[1-9]\d{0,9}$/, 'validation.invalid'),
    v.transform(Number),
    v.maxValue(2_147_483_647, 'validation.invalid'),
  ),
});

export const partnerLibraryItem = v.object({
  id: v.number(),
  ...bilingualText('title'),
  ...bilingualText('content'),
  ...recordAuditEntries,
  attachments: v.array(attachmentView),
});
export type PartnerLibraryItem = v.InferOutput<typeof partnerLibraryItem>;
export const partnerLibraryView = v.object({ ...partnerLibraryItem.entries, insDate: v.string() });
export type PartnerLibraryView = v.InferOutput<typeof partnerLibraryView>;
export const partnerLibraryPage = pageSchema(partnerLibraryView);

/** A neighbour of a document: enough to link to it. */
export const partnerLibraryLink = v.object({ id: v.number(), ...bilingualText('title'), insDtm: v.string() });
export type PartnerLibraryLink = v.InferOutput<typeof partnerLibraryLink>;
/** The newer (`previous`, above in the list) and older (`next`) document; null at either end. */
export const partnerLibraryNeighbours = v.object({ previous: v.nullable(partnerLibraryLink), next: v.nullable(partnerLibraryLink) });
export type PartnerLibraryNeighbours = v.InferOutput<typeof partnerLibraryNeighbours>;

const title = requiredLine(200);
const content = v.pipe(richTextInput(100_000), v.trim(), v.nonEmpty('partnerLibrary.contentRequired'));

/** POST /api/admin/partner-library and PUT /api/admin/partner-library/:id. */
export const partnerLibrarySave = v.object({
  titleKr: title,
  titleEn: title,
  contentKr: content,
  contentEn: content,
  attachments: attachmentChanges,
});
export type PartnerLibrarySave = v.InferOutput<typeof partnerLibrarySave>;
