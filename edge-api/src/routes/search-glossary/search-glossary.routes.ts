// The search glossary's calls (issue 31, docs/search.md): a page of terms, add, edit, delete, by content
// authors as the call matrix admits them (core/auth/calls.ts: an ADMIN in the console, a content manager by
// the member session). The shared schema checks each side; that no other term holds either side already
// (spacing and case ignored) is checked here, and again by the table's keys when two saves race. Every
// write is recorded in the admin access history, and a search reads the change at once (the queries
// forget the cached glossary).
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema, pageOf, pageSchema, recordIdParam, savedId } from '#core/schemas/common.ts';
import { glossaryClashCodes, glossaryItem, glossaryListQuery, glossaryTermBody, type GlossaryTermBody } from '#core/schemas/search-glossary.ts';
import { addGlossaryTerm, deleteGlossaryTerm, glossaryClash, glossaryPage, updateGlossaryTerm } from '#db/queries/search/glossary.ts';
import { describeFilters, recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/search-glossary';
const tags = ['Search glossary'];
const saved = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(savedId)) } } });
const refusals = {
  401: { description: 'No session: sign in to the console, or as a content manager' },
  403: { description: 'The signed-in role does not keep the glossary' },
};
const refused = {
  422: { description: 'A side is missing, too long or in the wrong script; the message says which, in the language of Accept-Language' },
  409: { description: 'Another term holds the Korean (code 4091) or the English (code 4092) side already, spacing and case ignored' },
};
const notFound = { 404: { description: 'No term has this id' } };

/** The 409 of a save whose `side` another term holds: its message names the side, its code tells the console which field. */
const clashOf = (side: 'ko' | 'en', term: GlossaryTermBody) =>
  new ApiError(409, side === 'ko' ? 'searchGlossary.koTaken' : 'searchGlossary.enTaken', { term: term[side] }, glossaryClashCodes[side]);

async function refuseClash(c: Context<AppEnv>, term: GlossaryTermBody, exceptId?: number): Promise<void> {
  const side = await glossaryClash(c.var.deps.db, term, exceptId);
  if (side) throw clashOf(side, term);
}

export const searchGlossaryRoutes = new Hono<AppEnv>()
  .get(
    '/admin/search-glossary',
    describeRoute({
      tags,
      summary: 'A page of the glossary in Korean order, the terms whose Korean or English holds `keyword` when given',
      responses: {
        200: { description: 'A page of terms', content: { 'application/json': { schema: resolver(envelopeSchema(pageSchema(glossaryItem))) } } },
        ...refusals,
      },
    }),
    validate('query', glossaryListQuery),
    async (c) => {
      const { pageNo, pageSize, keyword } = c.req.valid('query');
      const { total, rows } = await glossaryPage(c.var.deps.db, { ...(keyword && { keyword }), page: pageNo, size: pageSize });
      await recordAdminView(c, SCREEN, describeFilters({ pageNo, keyword }));
      return ok(c, pageOf(rows, total, pageNo, pageSize));
    },
  )
  .post(
    '/admin/search-glossary',
    describeRoute({ tags, summary: 'Adds a term in Korean and English', responses: { 201: saved('The new term’s id'), ...refused, ...refusals } }),
    validate('json', glossaryTermBody),
    async (c) => {
      const term = c.req.valid('json');
      const { db, now } = c.var.deps;
      await refuseClash(c, term);
      const id = await addGlossaryTerm(db, term, requireAuth(c).user.name, now());
      // another save took a side between the check and the write: the keys refused it
      if (id === null) throw clashOf((await glossaryClash(db, term)) ?? 'ko', term);
      await recordAdminUpdate(c, SCREEN, `created #${id} ${term.ko} / ${term.en}`);
      return ok(c, { id }, 'searchGlossary.created', 201);
    },
  )
  .put(
    '/admin/search-glossary/:id',
    describeRoute({ tags, summary: 'Saves both sides of a term', responses: { 200: saved('The term’s id'), ...notFound, ...refused, ...refusals } }),
    validate('param', recordIdParam),
    validate('json', glossaryTermBody),
    async (c) => {
      const { id } = c.req.valid('param');
      const term = c.req.valid('json');
      const { db, now } = c.var.deps;
      await refuseClash(c, term, id);
      let updated: boolean;
      try {
        updated = await updateGlossaryTerm(db, id, term, requireAuth(c).user.name, now());
      } catch (error) {
        // another save took a side between the check and the write: the keys refused it
        const side = await glossaryClash(db, term, id);
        if (side) throw clashOf(side, term);
        throw error;
      }
      if (!updated) throw new ApiError(404, 'searchGlossary.notFound');
      await recordAdminUpdate(c, SCREEN, `updated #${id} ${term.ko} / ${term.en}`);
      return ok(c, { id }, 'searchGlossary.updated');
    },
  )
  .delete(
    '/admin/search-glossary/:id',
    describeRoute({ tags, summary: 'Deletes a term', responses: { 200: saved('The deleted term’s id'), ...notFound, ...refusals } }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deleteGlossaryTerm(c.var.deps.db, id))) throw new ApiError(404, 'searchGlossary.notFound');
      await recordAdminUpdate(c, SCREEN, `deleted #${id}`);
      return ok(c, { id }, 'searchGlossary.deleted');
    },
  );
