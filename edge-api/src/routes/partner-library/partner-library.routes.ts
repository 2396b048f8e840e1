import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import {
  partnerLibraryNeighbours as neighboursSchema,
  partnerLibraryListQuery,
  partnerLibraryNeighboursQuery,
  partnerLibraryPage,
  partnerLibrarySave,
  partnerLibraryView,
  type PartnerLibrarySave,
} from '#core/schemas/partner-library.ts';
import {
  createPartnerDocument,
  deletePartnerDocument,
  partnerLibraryDocuments,
  updatePartnerDocument,
  type PartnerDocumentWrite,
} from '#db/queries/partner-content-write.ts';
import type { PartnerReader } from '#db/queries/partner-faq.ts';
import { getPartnerLibrary, listPartnerLibrary, partnerLibraryNeighbours } from '#db/queries/partner-library.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { sanitizeRichFields, withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { authoringRefusals, checkDocumentFiles } from '../../lib/partner-document-save.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// The partner library (admin spec §7.1, §7.3): PARTNER, STAFF and ADMIN read it (GET /api/partner/partner-library,
// a page or one document, and next-and-previous); content authors list, read, register, save and delete
// documents through /api/admin/partner-library. The reading rule is in every query (partnerReaders).

const invalid = { description: 'A value is invalid; the message says which, in the language of Accept-Language' };
const notFound = { description: 'No live document has this id' };
const viewResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(partnerLibraryView)) } } });
const partnerReader = (c: Context<AppEnv>): PartnerReader => ({ role: requireAuth(c).user.role });
const authorsReader = (c: Context<AppEnv>): PartnerReader => ({ role: requireAuth(c).user.role, allowed: CONTENT_AUTHORS });

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
  .get(
    '/admin/partner-library/:id',
    describeRoute({ tags: ['Partner library'], summary: 'One live document to edit', responses: { 200: viewResponse('The document'), 404: notFound } }),
    validate('param', recordIdParam),
    async (c) => {
      const item = await getPartnerLibrary(c.var.deps.db, authorsReader(c), c.req.valid('param').id);
      if (!item) throw new ApiError(404, 'api.noData');
      return ok(c, withLocalDate(item, c.var.tzOffset));
    },
  )
  .post(
    '/admin/partner-library',
    describeRoute({
      tags: ['Partner library'],
      summary: 'Registers a library document with its files (PARTNER_LIBRARY)',
      responses: { 201: viewResponse('The registered document'), ...authoringRefusals },
    }),
    validate('json', partnerLibrarySave),
    async (c) => {
      const auth = requireAuth(c);
      const write = await prepareWrite(c, c.req.valid('json'), null);
      const { db, now } = c.var.deps;
      const id = await withAttachmentRules(c, () => createPartnerDocument(db, partnerLibraryDocuments, write, auth.user.name, now()));
      const item = await getPartnerLibrary(db, authorsReader(c), id);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/admin/partner-library/:id',
    describeRoute({
      tags: ['Partner library'],
      summary: 'Saves a library document: text and files',
      responses: { 200: viewResponse('The saved document'), 404: notFound, ...authoringRefusals },
    }),
    validate('param', recordIdParam),
    validate('json', partnerLibrarySave),
    async (c) => {
      const auth = requireAuth(c);
      const id = c.req.valid('param').id;
      const { db, now } = c.var.deps;
      if (!(await getPartnerLibrary(db, authorsReader(c), id))) throw new ApiError(404, 'api.noData');
      const write = await prepareWrite(c, c.req.valid('json'), id);
      if (!(await withAttachmentRules(c, () => updatePartnerDocument(db, partnerLibraryDocuments, id, write, auth.user.name, now())))) {
        throw new ApiError(404, 'api.noData');
      }
      const item = await getPartnerLibrary(db, authorsReader(c), id);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.updateSuccess');
    },
  )
  .delete(
    '/admin/partner-library/:id',
    describeRoute({
      tags: ['Partner library'],
      summary: 'Deletes a library document and its files',
      responses: { 200: { description: 'Deleted' }, 404: notFound },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      if (!(await deletePartnerDocument(db, partnerLibraryDocuments, c.req.valid('param').id, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, null, 'resources.deleteSuccess');
    },
  );
