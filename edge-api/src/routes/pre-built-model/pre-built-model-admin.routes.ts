import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { formatSize } from '#core/attachment-rules.ts';
import { isPublicUrl } from '#core/public-url.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { preBuiltModelCreate, preBuiltModelUpdate, type PreBuiltModelCreate } from '#core/schemas/content-save.ts';
import { preBuiltModelListQuery, preBuiltModelPage, preBuiltModelView } from '#core/schemas/pre-built-model.ts';
import { applyAttachmentChanges, attachmentBytesAfterChanges, markAttachmentsDeleted } from '#db/queries/attachment.ts';
import { cardInputOf, releaseRefusal } from '#db/queries/model-card.ts';
import {
  insertPreBuiltModelRow,
  liveModelVersion,
  softDeletePreBuiltModel,
  updatePreBuiltModelRow,
  type ModelCodeKeys,
  type PreBuiltModelFields,
} from '#db/queries/pre-built-model-write.ts';
import { getPreBuiltModel, listPreBuiltModels } from '#db/queries/pre-built-model.ts';
import { tellWatchersAfterAnswer } from '../../lib/after-answer.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { catalogueFilterOf } from '../../lib/catalogue-routes.ts';
import { catalogueKeysOrRefuse, sanitizeRichFields, withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { richTextToPlainText } from '../../lib/rich-text.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Pre-built model authoring (portal spec §3, §5; admin spec "pre-built-model"): content managers and
// admins, from the public site's forms or the console. The schema of core/schemas/content-save.ts is
// the form's; the checks that need the database or the network rules are made here.

/** Texts shown as HTML, sanitised with the one allow-list before they are stored (and again when shown). */
const richFields = ['overviewKr', 'overviewEn', 'painPointKr', 'painPointEn', 'advantageKr', 'advantageEn', 'valuePointKr', 'valuePointEn'] as const;

type Prepared = { fields: PreBuiltModelFields; keys: ModelCodeKeys };

/** Everything a save needs checked before anything is written; throws the first failing rule. */
async function prepare(c: Context<AppEnv>, body: PreBuiltModelCreate, ownerId: number | null, currentVersion = ''): Promise<Prepared> {
  const { db, config } = c.var.deps;
  const keys = await catalogueKeysOrRefuse(db, body);
  const card = cardInputOf(body);
  const refusal = await releaseRefusal(db, 'PRE_BUILT_MODEL', ownerId, currentVersion, card);
  if (refusal) throw new ApiError(422, refusal);
  const howToUseContent = body.howToUseType === 'URL' ? body.howToUseContent.trim() : body.howToUseContent;
  if (body.howToUseType === 'URL' && !isPublicUrl(howToUseContent)) throw new ApiError(422, 'resources.invalidHowToUseUrl');

  const bytesAfter = await withAttachmentRules(c, () => attachmentBytesAfterChanges(db, 'PRE_BUILT_MODEL', ownerId, body.attachments));
  if (bytesAfter > config.attachmentLimits.maxTotalBytes)
    throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(config.attachmentLimits.maxTotalBytes) });

  const rich = sanitizeRichFields(body, richFields, { blankAsEmpty: false });
  return {
    fields: {
      titleKr: body.titleKr,
      titleEn: body.titleEn,
      // the benefit is the one-line summary of cards and page descriptions: text, never markup
      benefitKr: richTextToPlainText(body.benefitKr),
      benefitEn: richTextToPlainText(body.benefitEn),
      ...rich,
      howToUseType: body.howToUseType,
      howToUseContent,
      card,
    },
    keys,
  };
}

async function savedModel(c: Context<AppEnv>, id: number) {
  const model = await getPreBuiltModel(c.var.deps.db, id);
  if (!model) throw new ApiError(404, 'api.noData');
  return withLocalDate(model, c.var.tzOffset);
}

const modelAnswer = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(preBuiltModelView)) } } });
const failures = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a content manager or admin' },
  404: { description: 'No live model has this id' },
  422: { description: 'A rule is broken; the message says which, in the language of Accept-Language' },
};

export const preBuiltModelAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/pre-built-model',
    describeRoute({
      tags: ['Pre-built models (authoring)'],
      summary: 'Published models for authors, with the query of the public list',
      responses: {
        200: { description: 'A page of models', content: { 'application/json': { schema: resolver(envelopeSchema(preBuiltModelPage)) } } },
        ...failures,
      },
    }),
    validate('query', preBuiltModelListQuery),
    async (c) => {
      const query = c.req.valid('query');
      if (query.id !== undefined) return ok(c, await savedModel(c, query.id));
      const result = await listPreBuiltModels(c.var.deps.db, catalogueFilterOf(query, c.var.lang));
      return ok(c, pageWithLocalDates(result, c.var.tzOffset));
    },
  )
  .get(
    '/admin/pre-built-model/:id',
    describeRoute({ tags: ['Pre-built models (authoring)'], summary: 'One model to edit', responses: { 200: modelAnswer('The model'), ...failures } }),
    validate('param', recordIdParam),
    async (c) => ok(c, await savedModel(c, c.req.valid('param').id)),
  )
  .post(
    '/admin/pre-built-model',
    describeRoute({
      tags: ['Pre-built models (authoring)'],
      summary: 'Register a model (always a new one)',
      responses: { 201: modelAnswer('The new model'), ...failures },
    }),
    validate('json', preBuiltModelCreate),
    async (c) => {
      const body = c.req.valid('json');
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const { fields, keys } = await prepare(c, body, null);
      const id = await insertPreBuiltModelRow(db, fields, keys, user.name, now);
      await withAttachmentRules(c, () => applyAttachmentChanges(db, 'PRE_BUILT_MODEL', id, body.attachments, now));
      tellWatchersAfterAnswer(c);
      return ok(c, await savedModel(c, id), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/admin/pre-built-model',
    describeRoute({
      tags: ['Pre-built models (authoring)'],
      summary: 'Change a model (body id)',
      responses: { 200: modelAnswer('The changed model'), ...failures },
    }),
    validate('json', preBuiltModelUpdate),
    async (c) => {
      const body = c.req.valid('json');
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      const version = await liveModelVersion(db, body.id);
      if (version === null) throw new ApiError(404, 'api.noData');
      const { fields, keys } = await prepare(c, body, body.id, version);
      await updatePreBuiltModelRow(db, body.id, { version }, fields, keys, user.name, now);
      await withAttachmentRules(c, () => applyAttachmentChanges(db, 'PRE_BUILT_MODEL', body.id, body.attachments, now));
      tellWatchersAfterAnswer(c);
      return ok(c, await savedModel(c, body.id), 'resources.updateSuccess');
    },
  )
  .delete(
    '/admin/pre-built-model/:id',
    describeRoute({
      tags: ['Pre-built models (authoring)'],
      summary: 'Delete a model and its files',
      responses: { 200: { description: 'Deleted' }, ...failures },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const { user } = requireAuth(c);
      const { db } = c.var.deps;
      const now = c.var.deps.now();
      if (!(await softDeletePreBuiltModel(db, id, user.name, now))) throw new ApiError(404, 'api.noData');
      // the files go with the model; the purge job removes their blobs after its grace period
      await markAttachmentsDeleted(db, 'PRE_BUILT_MODEL', id, now);
      return ok(c, { id }, 'resources.deleteSuccess');
    },
  );
