import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { formatSize } from '#core/attachment-rules.ts';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import {
  knowledgeCreate,
  knowledgeListQuery,
  knowledgePage,
  knowledgeTypeQuery,
  knowledgeUpdate,
  knowledgeView,
  type KnowledgeCreate,
  type KnowledgeType,
} from '#core/schemas/knowledge-sharing.ts';
import type { Db } from '#db/client.ts';
import { attachmentBytesAfterChanges } from '#db/queries/attachment.ts';
import { catalogueKeysOf } from '#db/queries/catalogue.ts';
import {
  createKnowledgeDataSet,
  createKnowledgeModel,
  deleteKnowledgeDataSet,
  deleteKnowledgeModel,
  knowledgeAccess,
  updateKnowledgeDataSet,
  updateKnowledgeModel,
  type KnowledgeDataSetWrite,
  type KnowledgeModelWrite,
  type KnowledgeWriter,
} from '#db/queries/knowledge-sharing-write.ts';
import { getKnowledgeDataSet, getKnowledgeModel, listKnowledgeDataSets, listKnowledgeModels } from '#db/queries/knowledge-sharing.ts';
import { cardInputOf, releaseRefusal } from '#db/queries/model-card.ts';
import { tellWatchersAfterAnswer } from '../../lib/after-answer.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { withAttachmentRules } from '../../lib/content-save.ts';
import { ok, okForEveryone } from '../../lib/envelope.ts';
import { isBlankRichText, sanitizeRichText } from '../../lib/rich-text.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { uploadDoc, uploadUnderCode } from '../attachment/attachment.routes.ts';

// Knowledge sharing (portal spec §3-5, admin spec §7.2): everyone reads the shared models and data sets;
// members share them, and change or delete their own; ADMIN and CONTENT_MANAGER moderate every entry.
// Ownership is in the write's query (db/queries/knowledge-sharing-write.ts). The shared schema checked
// the shape; here come the rules that need the database. Every check runs before the first write.

/** The account writing, and whether its role moderates every entry. */
function writerOf(c: Context<AppEnv>): KnowledgeWriter {
  const { user } = requireAuth(c);
  return { id: user.id, name: user.name, moderates: CONTENT_AUTHORS.includes(user.role) };
}

/** The catalogue keys of a save's optional codes: none when none are chosen, 422 when one does not exist. */
async function keysOrRefuse(db: Db, catalogue: 'industry' | 'algorithm', codes: string): Promise<number[]> {
  if (codes === '') return [];
  const keys = await catalogueKeysOf(db, catalogue, codes);
  if (!keys) throw new ApiError(422, catalogue === 'industry' ? 'resources.selectIndustry' : 'resources.selectAlgorithm');
  return keys;
}

/** Rich text as stored, or 422 when nothing is left of it once sanitised. */
function descriptionOrRefuse(html: string): string {
  const clean = sanitizeRichText(html);
  if (isBlankRichText(clean)) throw new ApiError(422, 'knowledge.descriptionRequired');
  return clean;
}

/** An embed code as stored: an iframe of an allowed video player (core/rich-text.ts), or empty. */
function embedOrRefuse(code: string): string {
  if (code === '') return '';
  const clean = sanitizeRichText(code).trim();
  if (!/^<iframe\b[^>]*\bsrc="https:\/\/[^"]+"[^>]*><\/iframe>$/.test(clean)) throw new ApiError(422, 'knowledge.embedInvalid');
  return clean;
}

/** The live files an entry will have after the save's changes, checked against the size limit. */
async function filesAfterOrRefuse(c: Context<AppEnv>, input: KnowledgeCreate, ownerId: number | null): Promise<number> {
  const { db, config } = c.var.deps;
  const code = input.type === 'model' ? 'KNOWLEDGE_MODEL' : 'KNOWLEDGE_DATA_SET';
  const bytes = await withAttachmentRules(c, () => attachmentBytesAfterChanges(db, code, ownerId, input.attachments));
  const { maxTotalBytes } = config.attachmentLimits;
  if (bytes > maxTotalBytes) throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes, c.var.lang) });
  return bytes;
}

/** How many live files an entry has now (for an update) plus the new ones, less the removed ones. */
function liveFileCount(input: KnowledgeCreate, stored: number): number {
  const added = input.attachments.filter((change) => 'storedPath' in change).length;
  const removed = input.attachments.filter((change) => 'id' in change && (change.isDeleted === 1 || change.isDeleted === true)).length;
  return stored + added - removed;
}

async function prepareModel(c: Context<AppEnv>, input: Extract<KnowledgeCreate, { type: 'model' }>, id: number | null): Promise<KnowledgeModelWrite> {
  const { db } = c.var.deps;
  const [industryKeys, algorithmKeys] = await Promise.all([keysOrRefuse(db, 'industry', input.industryCd), keysOrRefuse(db, 'algorithm', input.algorithmCd)]);
  const stored = id === null ? null : await getKnowledgeModel(db, id);
  const card = cardInputOf(input);
  const refusal = await releaseRefusal(db, 'KNOWLEDGE_MODEL', id, stored?.card.version ?? '', card);
  if (refusal) throw new ApiError(422, refusal);
  const write = {
    modelName: input.modelName,
    descriptionModel: descriptionOrRefuse(input.descriptionModel),
    howToExecuteModel: input.howToExecuteModel.trim(),
    embedCode: embedOrRefuse(input.embedCode),
    links: input.addModel,
    industryKeys,
    algorithmKeys,
    card,
    fileChanges: input.attachments,
  };
  await filesAfterOrRefuse(c, input, id);
  // portal spec §5: a shared model comes with its file (a notebook, a script, the serialised model)
  if (liveFileCount(input, stored?.attachments.length ?? 0) < 1) throw new ApiError(422, 'knowledge.modelFileRequired');
  return write;
}

async function prepareDataSet(c: Context<AppEnv>, input: Extract<KnowledgeCreate, { type: 'dataset' }>, id: number | null): Promise<KnowledgeDataSetWrite> {
  const { db } = c.var.deps;
  const write = {
    dataSetName: input.dataSetName,
    descriptionDataSet: descriptionOrRefuse(input.descriptionDataSet),
    applicationField: input.applicationField,
    source: input.source,
    numberOfRows: input.numberOfRows,
    links: input.addData,
    industryKeys: await keysOrRefuse(db, 'industry', input.industryCd),
    fileChanges: input.attachments,
  };
  await filesAfterOrRefuse(c, input, id);
  // portal spec §5: the data itself, as a file or as a link to where it is published (an open data portal)
  const stored = id === null ? 0 : ((await getKnowledgeDataSet(db, id))?.attachments.length ?? 0);
  if (liveFileCount(input, stored) < 1 && input.addData.length === 0) throw new ApiError(422, 'knowledge.dataRequired');
  return write;
}

/** One live entry as the API answers it (its type, its date in the caller's time zone), or null. */
async function viewOf(c: Context<AppEnv>, type: KnowledgeType, id: number) {
  const { db } = c.var.deps;
  const item = type === 'model' ? await getKnowledgeModel(db, id) : await getKnowledgeDataSet(db, id);
  return item && { type, ...withLocalDate(item, c.var.tzOffset) };
}

/** Refuses a change of an entry that does not exist (404) or is another member's (403), before anything else is checked. */
async function refuseUnlessChangeable(c: Context<AppEnv>, type: KnowledgeType, id: number, writer: KnowledgeWriter): Promise<void> {
  const access = await knowledgeAccess(c.var.deps.db, type, id, writer);
  if (access === 'missing') throw new ApiError(404, 'api.noData');
  if (access === 'notYours') throw new ApiError(403, 'knowledge.notYours');
}

const entryResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(knowledgeView)) } } });
const refusals = {
  401: { description: 'No member session: sign in' },
  403: { description: "Another member's entry: only its writer, an admin or a content manager may change it" },
  404: { description: 'No live entry of this type has this id' },
  422: {
    description: 'A field breaks a rule (name, description, links, codes, files, embed code); the message says which, in the language of Accept-Language',
  },
};
const tags = ['Knowledge sharing'];

export const knowledgeSharingRoutes = new Hono<AppEnv>()
  .get(
    '/public/knowledge-sharing',
    describeRoute({
      tags,
      summary: 'Live shared models or data sets (type), newest first, 10 a page, searched and filtered',
      description:
        '`type` is `model` (default) or `dataset`. `keyword` is searched in what `searchCondition` names: for models `modelName`, `writtenBy` or `content`, for data sets `dataSetName`, `applicationField` or `source`, and `all` (default) in every one of them. `industries` (both) and `algorithms` (models) are catalogue codes. For models, `sort` is `newest` (default), `views` (most viewed first) or `title` (by name), and `task`, `framework`, `licence` and `inputType` filter by the card; data sets take neither.',
      responses: {
        200: { description: 'A page of entries', content: { 'application/json': { schema: resolver(envelopeSchema(knowledgePage)) } } },
        422: { description: 'A query value is invalid; the message says which, in the language of Accept-Language' },
      },
    }),
    validate('query', knowledgeListQuery),
    async (c) => {
      const { type, searchCondition, sort, task, framework, licence, inputType, ...query } = c.req.valid('query');
      const { db } = c.var.deps;
      const page =
        type === 'model'
          ? await listKnowledgeModels(db, { ...query, searchCondition: searchCondition as 'all', sort, card: { task, framework, licence, inputType } })
          : await listKnowledgeDataSets(db, { ...query, algorithms: undefined, searchCondition: searchCondition as 'all' });
      const dated = pageWithLocalDates<(typeof page.items)[number]>(page, c.var.tzOffset);
      return okForEveryone(c, { ...dated, items: dated.items.map((item) => ({ type, ...item })) });
    },
  )
  .get(
    '/public/knowledge-sharing/:id',
    describeRoute({
      tags,
      summary: 'One live shared model or data set (type, default model)',
      responses: { 200: entryResponse('The entry'), 404: refusals[404], 422: refusals[422] },
    }),
    validate('param', recordIdParam),
    validate('query', knowledgeTypeQuery),
    async (c) => {
      const view = await viewOf(c, c.req.valid('query').type, c.req.valid('param').id);
      if (!view) throw new ApiError(404, 'api.noData');
      return okForEveryone(c, view);
    },
  )
  .post(
    '/member/knowledge-sharing',
    describeRoute({
      tags,
      summary: 'Shares a model or a data set (type) with its codes, links and files',
      responses: { 201: entryResponse('The shared entry'), 401: refusals[401], 422: refusals[422] },
    }),
    validate('json', knowledgeCreate),
    async (c) => {
      const writer = writerOf(c);
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      const id =
        input.type === 'model'
          ? await withAttachmentRules(c, async () => createKnowledgeModel(db, await prepareModel(c, input, null), writer, now()))
          : await withAttachmentRules(c, async () => createKnowledgeDataSet(db, await prepareDataSet(c, input, null), writer, now()));
      return ok(c, await viewOf(c, input.type, id), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/member/knowledge-sharing',
    describeRoute({
      tags,
      summary: 'Saves a shared model or data set (type and id in the body): its writer, an admin or a content manager',
      responses: { 200: entryResponse('The saved entry'), ...refusals },
    }),
    validate('json', knowledgeUpdate),
    async (c) => {
      const writer = writerOf(c);
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      await refuseUnlessChangeable(c, input.type, input.id, writer);
      const saved =
        input.type === 'model'
          ? await withAttachmentRules(c, async () => updateKnowledgeModel(db, input.id, await prepareModel(c, input, input.id), writer, now()))
          : await withAttachmentRules(c, async () => updateKnowledgeDataSet(db, input.id, await prepareDataSet(c, input, input.id), writer, now()));
      // deleted or handed to another writer since the check
      if (!saved) await refuseUnlessChangeable(c, input.type, input.id, writer);
      tellWatchersAfterAnswer(c);
      return ok(c, await viewOf(c, input.type, input.id), 'resources.updateSuccess');
    },
  )
  .delete(
    '/member/knowledge-sharing/:id',
    describeRoute({
      tags,
      summary: 'Deletes a shared model or data set (type, default model): its writer, an admin or a content manager',
      responses: { 200: { description: 'Deleted' }, ...refusals },
    }),
    validate('param', recordIdParam),
    validate('query', knowledgeTypeQuery),
    async (c) => {
      const writer = writerOf(c);
      const { id } = c.req.valid('param');
      const { type } = c.req.valid('query');
      const { db, now } = c.var.deps;
      await refuseUnlessChangeable(c, type, id, writer);
      const deleted = type === 'model' ? await deleteKnowledgeModel(db, id, writer, now()) : await deleteKnowledgeDataSet(db, id, writer, now());
      if (!deleted) throw new ApiError(404, 'api.noData');
      return ok(c, null, 'resources.deleteSuccess');
    },
  )
  .post('/member/knowledge-sharing/upload-attachment', uploadDoc("Upload a shared data set's files (attachment type DATA_SET)"), async (c) =>
    ok(c, await uploadUnderCode(c, 'KNOWLEDGE_DATA_SET')),
  )
  .post('/member/knowledge-sharing/upload-attachment-model', uploadDoc("Upload a shared model's files (attachment type MODEL)"), async (c) =>
    ok(c, await uploadUnderCode(c, 'KNOWLEDGE_MODEL')),
  );
