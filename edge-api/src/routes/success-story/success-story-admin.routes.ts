import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { formatSize } from '#core/attachment-rules.ts';
import { isPublicUrl } from '#core/public-url.ts';
import type { AttachmentChange } from '#core/schemas/attachment.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { successStoryCreate, successStoryUpdate, type SuccessStoryCreate } from '#core/schemas/content-save.ts';
import { successStoryListQuery, successStoryPage, successStoryView } from '#core/schemas/success-story.ts';
import { attachmentBytesAfterChanges, listAttachmentsOf } from '#db/queries/attachment.ts';
import { allUsesVisible } from '#db/queries/story-usage.ts';
import { createSuccessStory, deleteSuccessStory, updateSuccessStory, type SuccessStoryWrite } from '#db/queries/success-story-write.ts';
import { getSuccessStory, listSuccessStories, liveStoryIds } from '#db/queries/success-story.ts';
import { tellWatchersAfterAnswer } from '../../lib/after-answer.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { catalogueFilterOf } from '../../lib/catalogue-routes.ts';
import { catalogueKeysOrRefuse, sanitizeRichFields, withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { pageWithLocalDates, withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Authoring of success stories (portal spec §3-5, admin spec §7) by content managers and admins, from
// the public site (member session) or the console (admin session): the call matrix lets only them in.
// The shared schema checked the shape; here come the rules that need the database. Every check runs
// before the first write, so a refused save changes nothing.

const richFields = [
  'overviewKr',
  'overviewEn',
  'painPointKr',
  'painPointEn',
  'valuePointKr',
  'valuePointEn',
  'expectedEffKr',
  'expectedEffEn',
  'algorithmSolKr',
  'algorithmSolEn',
] as const;

const isRemoval = (change: AttachmentChange) => 'id' in change && (change.isDeleted === 1 || change.isDeleted === true);

/** Turns a validated payload into what is stored, checking every rule that needs the database. */
async function prepareWrite(c: Context<AppEnv>, input: SuccessStoryCreate, ownerId: number | null): Promise<SuccessStoryWrite> {
  const { db, config } = c.var.deps;
  const { industryKeys, algorithmKeys } = await catalogueKeysOrRefuse(db, input);

  const relatedIds = [...new Set(input.relatedMaterials)];
  const live = await liveStoryIds(db, relatedIds);
  if (relatedIds.some((id) => id === ownerId || !live.has(id))) throw new ApiError(422, 'story.relatedInvalid');
  // a story names only what everyone may open from its page
  if (!(await allUsesVisible(db, input.uses))) throw new ApiError(422, 'modelCard.storyUsesInvalid');

  if (input.howToUseType === 'URL') {
    const links = [input.howToUseContentKr, input.howToUseContentEn].map((link) => link.trim()).filter(Boolean);
    if (!links.every(isPublicUrl)) throw new ApiError(422, 'resources.invalidHowToUseUrl');
  }

  // files already stored go to the code they were stored under; new ones by their type
  const storedThumbnails = ownerId === null ? [] : ((await listAttachmentsOf(db, 'SUCCESS_STORY_THUM', [ownerId])).get(ownerId) ?? []);
  const thumbnailIds = new Set(storedThumbnails.map((file) => file.id));
  const isThumbnail = (change: AttachmentChange) => ('id' in change ? thumbnailIds.has(change.id) : change.attachmentType === 'THUMBNAIL');
  const thumbnailChanges = input.attachments.filter(isThumbnail);
  const fileChanges = input.attachments.filter((change) => !isThumbnail(change));

  const bytesAfter = await withAttachmentRules(
    c,
    async () =>
      (await attachmentBytesAfterChanges(db, 'SUCCESS_STORY_THUM', ownerId, thumbnailChanges)) +
      (await attachmentBytesAfterChanges(db, 'SUCCESS_STORY_ATM', ownerId, fileChanges)),
  );
  // exactly one live thumbnail once the save is applied
  const removed = new Set(thumbnailChanges.filter(isRemoval).map((change) => ('id' in change ? change.id : 0)));
  const thumbnailPaths = [
    ...storedThumbnails.filter((file) => !removed.has(file.id)).map((file) => file.storedPath),
    ...thumbnailChanges.flatMap((change) => ('storedPath' in change ? [change.storedPath] : [])),
  ];
  if (thumbnailPaths.length === 0) throw new ApiError(422, 'resources.thumbnailRequired');
  if (thumbnailPaths.length > 1) throw new ApiError(422, 'resources.thumbnailSingle');
  const { maxTotalBytes } = config.attachmentLimits;
  if (bytesAfter > maxTotalBytes) throw new ApiError(422, 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes) });

  const rich = sanitizeRichFields(input, richFields, { blankAsEmpty: true });

  return {
    titleKr: input.titleKr,
    titleEn: input.titleEn,
    ...rich,
    howToUseType: input.howToUseType,
    howToUseContentKr: input.howToUseContentKr.trim(),
    howToUseContentEn: input.howToUseContentEn.trim(),
    industryKeys,
    algorithmKeys,
    relatedIds,
    uses: input.uses,
    thumbnailPath: thumbnailPaths[0] ?? '',
    thumbnailChanges,
    fileChanges,
  };
}

const storyResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(successStoryView)) } } });
const refusals = {
  401: { description: 'No session: sign in as a content manager or an admin' },
  403: { description: 'The signed-in role may not author content' },
  422: {
    description:
      'A field breaks a rule (codes, thumbnail, files, related stories, models and data sets used); the message says which, in the language of Accept-Language',
  },
};

export const successStoryAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/success-story',
    describeRoute({
      tags: ['Success stories'],
      summary: "Live success stories for authors, newest first, with the public list's filters",
      responses: {
        200: { description: 'A page of stories', content: { 'application/json': { schema: resolver(envelopeSchema(successStoryPage)) } } },
        401: refusals[401],
        403: refusals[403],
      },
    }),
    validate('query', successStoryListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listSuccessStories(c.var.deps.db, catalogueFilterOf(query));
      return ok(c, pageWithLocalDates(result, c.var.tzOffset));
    },
  )
  .get(
    '/admin/success-story/:id',
    describeRoute({
      tags: ['Success stories'],
      summary: 'One live story to edit',
      responses: { 200: storyResponse('The story'), 404: { description: 'No live story has this id' }, 401: refusals[401], 403: refusals[403] },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const story = await getSuccessStory(c.var.deps.db, c.req.valid('param').id);
      if (!story) throw new ApiError(404, 'api.noData');
      return ok(c, withLocalDate(story, c.var.tzOffset));
    },
  )
  .post(
    '/admin/success-story',
    describeRoute({
      tags: ['Success stories'],
      summary: 'Registers a story with its thumbnail, files and related stories',
      responses: { 201: storyResponse('The registered story'), ...refusals },
    }),
    validate('json', successStoryCreate),
    async (c) => {
      const auth = requireAuth(c);
      const write = await prepareWrite(c, c.req.valid('json'), null);
      const { db, now } = c.var.deps;
      const id = await withAttachmentRules(c, () => createSuccessStory(db, write, auth.user.name, now()));
      const story = await getSuccessStory(db, id);
      tellWatchersAfterAnswer(c);
      return ok(c, story && withLocalDate(story, c.var.tzOffset), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/admin/success-story',
    describeRoute({
      tags: ['Success stories'],
      summary: 'Saves a story (the id in the body): text, codes, files and related stories',
      responses: { 200: storyResponse('The saved story'), 404: { description: 'No live story has this id' }, ...refusals },
    }),
    validate('json', successStoryUpdate),
    async (c) => {
      const auth = requireAuth(c);
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      if (!(await getSuccessStory(db, input.id))) throw new ApiError(404, 'api.noData');
      const write = await prepareWrite(c, input, input.id);
      if (!(await withAttachmentRules(c, () => updateSuccessStory(db, input.id, write, auth.user.name, now())))) throw new ApiError(404, 'api.noData');
      const story = await getSuccessStory(db, input.id);
      tellWatchersAfterAnswer(c);
      return ok(c, story && withLocalDate(story, c.var.tzOffset), 'resources.updateSuccess');
    },
  )
  .delete(
    '/admin/success-story/:id',
    describeRoute({
      tags: ['Success stories'],
      summary: "Deletes a story: it leaves every list and other stories' related materials",
      responses: { 200: { description: 'Deleted' }, 404: { description: 'No live story has this id' }, 401: refusals[401], 403: refusals[403] },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const auth = requireAuth(c);
      const { db, now } = c.var.deps;
      if (!(await deleteSuccessStory(db, c.req.valid('param').id, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, null, 'resources.deleteSuccess');
    },
  );
