import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { formatSize } from '#core/attachment-rules.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { faqCreate, faqUpdate, faqView, type FaqCreate } from '#core/schemas/faq.ts';
import { attachmentBytesAfterChanges } from '#db/queries/attachment.ts';
import { createFaq, deleteFaq, updateFaq, type FaqWrite } from '#db/queries/faq-write.ts';
import { faqCategoryExists, getFaq } from '#db/queries/faq.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { sanitizeRichFields, withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Authoring of the community FAQ (portal spec §2, §6; admin spec §7.2) by content managers and admins,
// from the public site (member session) or the console (admin session): the call matrix lets only them
// in. The shared schema checked the shape; here come the rules that need the database. Every check runs
// before the first write, so a refused save changes nothing.

/** Turns a validated payload into what is stored, checking every rule that needs the database. */
async function prepareWrite(c: Context<AppEnv>, input: FaqCreate, ownerId: number | null): Promise<FaqWrite> {
  const { db, config } = c.var.deps;
  if (!(await faqCategoryExists(db, input.type))) throw new ApiError(422, 'faq.selectCategory');
  const rich = sanitizeRichFields(input, ['contentKr', 'contentEn'], { blankAsEmpty: true });
  // an editor left blank, or holding only what the allow-list takes out, is no answer
  if (!rich.contentKr || !rich.contentEn) throw new ApiError(422, 'faq.answerRequired');
  const fileChanges = input.attachments;
  const bytesAfter = await withAttachmentRules(c, () => attachmentBytesAfterChanges(db, 'COMMUNITY_FAQ', ownerId, fileChanges));
  const { maxTotalBytes } = config.attachmentLimits;
  if (bytesAfter > maxTotalBytes) throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes) });
  return { titleKr: input.titleKr, titleEn: input.titleEn, ...rich, categoryId: input.type, fileChanges };
}

const faqResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(faqView)) } } });
const refusals = {
  401: { description: 'No session: sign in as a content manager or an admin' },
  403: { description: 'The signed-in role may not author content' },
  422: { description: 'A field breaks a rule (category, answer, files); the message says which, in the language of Accept-Language' },
};
const notFound = { description: 'No live question has this id' };

export const faqAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/faq/:id',
    describeRoute({
      tags: ['FAQ'],
      summary: 'One live question to edit',
      responses: { 200: faqResponse('The question'), 404: notFound, 401: refusals[401], 403: refusals[403] },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const item = await getFaq(c.var.deps.db, c.req.valid('param').id, { drafts: true });
      if (!item) throw new ApiError(404, 'api.noData');
      return ok(c, withLocalDate(item, c.var.tzOffset));
    },
  )
  .post(
    '/admin/faq/register',
    describeRoute({
      tags: ['FAQ'],
      summary: 'Registers a question with its answer, category and files',
      responses: { 201: faqResponse('The registered question'), ...refusals },
    }),
    validate('json', faqCreate),
    async (c) => {
      const auth = requireAuth(c);
      const write = await prepareWrite(c, c.req.valid('json'), null);
      const { db, now } = c.var.deps;
      const id = await withAttachmentRules(c, () => createFaq(db, write, auth.user.name, now()));
      const item = await getFaq(db, id);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/admin/faq/update',
    describeRoute({
      tags: ['FAQ'],
      summary: 'Saves a question (the id in the body): text, category and files',
      responses: { 200: faqResponse('The saved question'), 404: notFound, ...refusals },
    }),
    validate('json', faqUpdate),
    async (c) => {
      const auth = requireAuth(c);
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      if (!(await getFaq(db, input.id, { drafts: true }))) throw new ApiError(404, 'api.noData');
      const write = await prepareWrite(c, input, input.id);
      if (!(await withAttachmentRules(c, () => updateFaq(db, input.id, write, auth.user.name, now())))) throw new ApiError(404, 'api.noData');
      const item = await getFaq(db, input.id);
      return ok(c, item && withLocalDate(item, c.var.tzOffset), 'resources.updateSuccess');
    },
  )
  .delete(
    '/admin/faq/delete/:id',
    describeRoute({
      tags: ['FAQ'],
      summary: 'Deletes a question: it leaves the list and its files are removed',
      responses: { 200: { description: 'Deleted' }, 404: notFound, 401: refusals[401], 403: refusals[403] },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      if (!(await deleteFaq(db, c.req.valid('param').id, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, null, 'resources.deleteSuccess');
    },
  );
