import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { envelopeSchema } from '#core/schemas/common.ts';
import {
  partnerLibraryNeighbours as neighboursSchema,
  partnerLibraryListQuery,
  partnerLibraryNeighboursQuery,
  partnerLibraryPage,
  partnerLibrarySave,
  partnerLibraryView,
  type PartnerLibrarySave,
} from '#core/schemas/partner-library.ts';
import { partnerLibraryDocuments, type PartnerDocumentWrite } from '#db/queries/partner-content-write.ts';
import type { PartnerReader } from '#db/queries/partner-faq.ts';
import { getPartnerLibrary, listPartnerLibrary, partnerLibraryNeighbours } from '#db/queries/partner-library.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { sanitizeRichFields } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { checkDocumentFiles } from '../../lib/partner-document-save.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { authorsReader, partnerDocumentAdminRoutes } from '../partner/partner-document-admin.ts';

// The partner library (admin spec §7.1, §7.3): PARTNER, STAFF and ADMIN read it (GET /api/partner/partner-library,
// a page or one document, and next-and-previous); content authors list, read, register, save and delete
// documents through /api/admin/partner-library. The reading rule is in every query (partnerReaders).

const invalid = { description: 'A value is invalid; the message says which, in the language of Accept-Language' };
const notFound = { description: 'No live document has this id' };
const partnerReader = (c: Context<AppEnv>): PartnerReader => ({ role: requireAuth(c).user.role });

async function prepareWrite(c: Context<AppEnv>, input: PartnerLibrarySave, ownerId: number | null): Promise<PartnerDocumentWrite> {
  const rich = sanitizeRichFields(input, ['contentKr', 'contentEn'], { blankAsEmpty: true });
  if (!rich.contentKr || !rich.contentEn) throw new ApiError(422, 'partnerLibrary.contentRequired');
  await checkDocumentFiles(c, 'PARTNER_LIBRARY', ownerId, input.attachments);
  return { values: { titleKr: input.titleKr, titleEn: input.titleEn, ...rich }, fileChanges: input.attachments };
}

/** A page, or one document when the query names an id, for a reader. */
async function listOrOne(c: Context<AppEnv>, reader: PartnerReader) {
  const query = c.req.valid('query' as never) as v.InferOutput<typeof partnerLibraryListQuery>;
  const { db } = c.var.deps;
  if (query.id !== undefined) {
    const item = await getPartnerLibrary(db, reader, query.id);
    if (!item) throw new ApiError(404, 'api.noData');
    return ok(c, withLocalDate(item, c.var.tzOffset));
  }
  const page = await listPartnerLibrary(db, reader, { page: query.pageNo, pageSize: query.pageSize, orderBy: query.orderBy, keyword: query.keyword });
  return ok(c, pageWithLocalDates(page, c.var.tzOffset));
}

const listDoc = (summary: string) =>
  describeRoute({
    tags: ['Partner library'],
    summary,
    responses: {
      200: { description: 'A page of documents, or the document', content: { 'application/json': { schema: resolver(envelopeSchema(partnerLibraryPage)) } } },
      404: notFound,
      422: invalid,
    },
  });

export const partnerLibraryRoutes = new Hono<AppEnv>()
  .get(
    '/partner/partner-library',
    listDoc('Live library documents, 10 a page, newest first by default (orderBy lastest); or one document (id)'),
    validate('query', partnerLibraryListQuery),
    (c) => listOrOne(c, partnerReader(c)),
  )
  .get(
    '/partner/partner-library/next-and-previous',
    describeRoute({
      tags: ['Partner library'],
      summary: 'The newer (previous) and older (next) document beside one, in the list order; null at either end',
      responses: {
        200: { description: 'The neighbours', content: { 'application/json': { schema: resolver(envelopeSchema(neighboursSchema)) } } },
        404: notFound,
        422: invalid,
      },
    }),
    validate('query', partnerLibraryNeighboursQuery),
    async (c) => {
      const found = await partnerLibraryNeighbours(c.var.deps.db, partnerReader(c), c.req.valid('query').id);
      if (!found) throw new ApiError(404, 'api.noData');
      return ok(c, found);
    },
  )
  .get('/admin/partner-library', listDoc('Library documents for the authors'), validate('query', partnerLibraryListQuery), (c) =>
    listOrOne(c, authorsReader(c)),
  )
  .route(
    '/',
    partnerDocumentAdminRoutes({
      path: '/admin/partner-library',
      tag: 'Partner library',
      noun: 'document',
      summaries: {
        one: 'One live document to edit',
        create: 'Registers a library document with its files (PARTNER_LIBRARY)',
        update: 'Saves a library document: text and files',
        remove: 'Deletes a library document and its files',
      },
      notFound: notFound.description,
      view: partnerLibraryView,
      save: partnerLibrarySave,
      documents: partnerLibraryDocuments,
      get: getPartnerLibrary,
      prepareWrite,
    }),
  );
