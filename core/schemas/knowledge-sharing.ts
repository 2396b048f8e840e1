// Knowledge sharing (portal spec §3, §5; admin spec §7.2): the payloads members save, the list query and
// the views, one schema for the form in the browser and the calls on the server. A save names its type,
// `model` or `dataset` (the spec's `register/{type}`), and carries that type's fields. Rich text arrives
// as HTML and is sanitised on the server (core/rich-text.ts); the server also checks the catalogue codes,
// the files (a model needs one; a data set needs a file or a data link) and the embed code's player.
import * as v from 'valibot';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { isPublicUrl } from '../public-url.ts';
import { attachmentChanges, attachmentView } from './attachment.ts';
import { codeItem } from './catalogue.ts';
import { codeListQuery, itemId, keywordQuery, pageQuery, pageSchema, pageSizeQuery, richTextInput, typedText } from './common.ts';
import { modelCardCodeFields, modelCardFields, modelCardView, modelListExtras } from './model-card.ts';

/** The two kinds of shared knowledge, as the spec's addresses name them (`register/model`, `edit/dataset/3`). */
export const knowledgeTypes = ['model', 'dataset'] as const;
export type KnowledgeType = (typeof knowledgeTypes)[number];

export const isKnowledgeType = (value: string | undefined): value is KnowledgeType => (knowledgeTypes as readonly string[]).includes(value ?? '');

/** What a model list searches in (portal spec §3): its name, its writer, its text; `all` is any of them. */
export const modelSearchConditions = ['all', 'modelName', 'writtenBy', 'content'] as const;
/** What a data-set list searches in (portal spec §3): its name, its application field, its source. */
export const dataSetSearchConditions = ['all', 'dataSetName', 'applicationField', 'source'] as const;
export type ModelSearchCondition = (typeof modelSearchConditions)[number];
export type DataSetSearchCondition = (typeof dataSetSearchConditions)[number];

/** Extra links a model or data set may carry (addModel[], addData[]). */
export const MAX_KNOWLEDGE_LINKS = 10;

const name = (requiredKey: string) =>
  v.pipe(typedText({ singleLine: true, message: requiredKey }), v.trim(), v.nonEmpty(requiredKey), v.maxLength(200, 'knowledge.nameTooLong'));

/** A short line of text (application field, source, a link's title): optional, at most 200 characters. */
const shortText = v.optional(v.pipe(typedText({ singleLine: true }), v.trim(), v.maxLength(200, 'knowledge.textTooLong')), '');

/** The description: rich text, required (the server also refuses one that is blank once sanitised). */
const description = v.pipe(
  richTextInput(100_000),
  v.check((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', 'knowledge.descriptionRequired'),
);

/** An extra link: a public http, https or ftp address (portal spec §5), and a title to show for it. */
export const knowledgeLinkInput = v.object({
  title: shortText,
  url: v.pipe(
    v.string('knowledge.urlRequired'),
    v.trim(),
    v.nonEmpty('knowledge.urlRequired'),
    v.maxLength(2000, 'knowledge.urlInvalid'),
    v.check(isPublicUrl, 'knowledge.urlInvalid'),
  ),
});
const links = v.optional(v.pipe(v.array(knowledgeLinkInput), v.maxLength(MAX_KNOWLEDGE_LINKS, 'knowledge.tooManyLinks')), []);

/** Comma-separated catalogue codes (`CON,FIN`), optional: a member may leave a model unclassified. */
const optionalCodes = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
    v.maxLength(20, 'knowledge.tooManyCodes'),
    v.everyItem((code) => /^[A-Z0-9_]{1,12}$/.test(code), 'validation.code'),
    v.transform((list) => [...new Set(list)].join(',')),
  ),
  '',
);

/** Portal spec §5: an embed code is an iframe element with optional surrounding whitespace, or empty. */
export const EMBED_CODE_PATTERN = /^\s*<iframe\b[^>]*>\s*<\/iframe>\s*$/i;
const embedCode = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(2000, 'knowledge.embedInvalid'),
    v.check((code) => code.trim() === '' || EMBED_CODE_PATTERN.test(code), 'knowledge.embedInvalid'),
    v.trim(),
  ),
  '',
);

export const knowledgeModelFields = {
  modelName: name('knowledge.modelNameRequired'),
  descriptionModel: description,
  industryCd: optionalCodes,
  algorithmCd: optionalCodes,
  /** addModel[]: the model's code, paper, notebook… */
  addModel: links,
  /** How to run it: plain text, shown as written. */
  howToExecuteModel: v.optional(v.pipe(typedText({ singleLine: false }), v.maxLength(20_000, 'knowledge.textTooLong')), ''),
  embedCode,
  // its card: task, framework, licence, input type, metrics, version and the release's changelog (decision 055)
  ...modelCardFields,
  /** The model's files (attachment type MODEL, code KNOWLEDGE_MODEL): at least one once the save is applied. */
  attachments: attachmentChanges,
};

export const knowledgeDataSetFields = {
  dataSetName: name('knowledge.dataSetNameRequired'),
  descriptionDataSet: description,
  industryCd: optionalCodes,
  applicationField: shortText,
  source: shortText,
  numberOfRows: v.optional(
    v.nullable(
      v.pipe(
        v.number('knowledge.rowsInvalid'),
        v.integer('knowledge.rowsInvalid'),
        v.minValue(0, 'knowledge.rowsInvalid'),
        v.maxValue(1e15, 'knowledge.rowsInvalid'),
      ),
    ),
    null,
  ),
  /** addData[]: where the data can be fetched (an open data portal's page, a bucket…). */
  addData: links,
  /** The data's files (attachment type DATA_SET, code KNOWLEDGE_DATA_SET): a data set needs a file or a data link. */
  attachments: attachmentChanges,
};

export const knowledgeModelCreate = v.object({ type: v.literal('model'), ...knowledgeModelFields });
export const knowledgeDataSetCreate = v.object({ type: v.literal('dataset'), ...knowledgeDataSetFields });
/** POST /api/member/knowledge-sharing: a new model or data set. */
export const knowledgeCreate = v.variant('type', [knowledgeModelCreate, knowledgeDataSetCreate], 'validation.invalid');
/** PUT /api/member/knowledge-sharing: the same fields and the id of the entry to change. */
export const knowledgeUpdate = v.variant(
  'type',
  [v.object({ ...knowledgeModelCreate.entries, id: itemId }), v.object({ ...knowledgeDataSetCreate.entries, id: itemId })],
  'validation.invalid',
);
export type KnowledgeModelCreate = v.InferOutput<typeof knowledgeModelCreate>;
export type KnowledgeDataSetCreate = v.InferOutput<typeof knowledgeDataSetCreate>;
export type KnowledgeCreate = v.InferOutput<typeof knowledgeCreate>;
export type KnowledgeUpdate = v.InferOutput<typeof knowledgeUpdate>;

const typeQuery = v.optional(v.picklist(knowledgeTypes, 'validation.invalid'), 'model');

/**
 * The query of GET /api/public/knowledge-sharing and of the two list pages (portal spec §3, §9): type
 * (model), page (1), pageSize (10), keyword with its searchCondition, industries and, for models,
 * algorithms as codes; for models, the order (`sort`: newest, views, title by name) and the card filters.
 */
export const knowledgeListQuery = v.pipe(
  v.object({
    type: typeQuery,
    page: pageQuery,
    pageSize: pageSizeQuery(LIST_PAGE_SIZE),
    keyword: keywordQuery,
    searchCondition: v.optional(v.picklist([...new Set([...modelSearchConditions, ...dataSetSearchConditions])], 'validation.invalid'), 'all'),
    industries: codeListQuery,
    algorithms: codeListQuery,
    ...modelListExtras,
  }),
  v.check(
    (query) => (query.type === 'model' ? modelSearchConditions : dataSetSearchConditions).includes(query.searchCondition as never),
    'knowledge.searchConditionInvalid',
  ),
  // data sets have no card, and keep the spec's order
  v.check((query) => query.type === 'model' || (query.sort === 'newest' && modelCardCodeFields.every((field) => query[field] === '')), 'modelCard.modelsOnly'),
);
export type KnowledgeListQuery = v.InferOutput<typeof knowledgeListQuery>;

/** GET /api/public/knowledge-sharing/:id and DELETE /api/member/knowledge-sharing/:id: which type the id is of (model). */
export const knowledgeTypeQuery = v.object({ type: typeQuery });

export const knowledgeLink = v.object({ title: v.string(), url: v.string() });

const writer = {
  view: v.number(),
  isDeleted: v.boolean(),
  insDtm: v.string(),
  updDtm: v.nullable(v.string()),
  /** The writing account's id (who may edit it besides the moderators); null once the account is gone. */
  insById: v.nullable(v.number()),
  insByUserName: v.nullable(v.string()),
  updByUserName: v.nullable(v.string()),
};

/** A live shared model with its codes and files, as the database gives it and the pages show it. */
export const knowledgeModelItem = v.object({
  id: v.number(),
  modelName: v.string(),
  descriptionModel: v.string(),
  howToExecuteModel: v.string(),
  embedCode: v.string(),
  addModel: v.array(knowledgeLink),
  industryCd: v.string(),
  algorithmCd: v.string(),
  industries: v.array(codeItem),
  algorithms: v.array(codeItem),
  /** Its card (decision 055). */
  card: modelCardView,
  attachments: v.array(attachmentView),
  ...writer,
});
export type KnowledgeModelItem = v.InferOutput<typeof knowledgeModelItem>;

/** A live shared data set with its codes and files. */
export const knowledgeDataSetItem = v.object({
  id: v.number(),
  dataSetName: v.string(),
  descriptionDataSet: v.string(),
  applicationField: v.string(),
  source: v.string(),
  numberOfRows: v.nullable(v.number()),
  addData: v.array(knowledgeLink),
  industryCd: v.string(),
  industries: v.array(codeItem),
  attachments: v.array(attachmentView),
  ...writer,
});
export type KnowledgeDataSetItem = v.InferOutput<typeof knowledgeDataSetItem>;

const insDate = { insDate: v.pipe(v.string(), v.description("insDtm as a date in the caller's Timezone-Offset")) };
export const knowledgeModelView = v.object({ type: v.literal('model'), ...knowledgeModelItem.entries, ...insDate });
export const knowledgeDataSetView = v.object({ type: v.literal('dataset'), ...knowledgeDataSetItem.entries, ...insDate });
export const knowledgeView = v.variant('type', [knowledgeModelView, knowledgeDataSetView]);
export const knowledgePage = pageSchema(knowledgeView);
