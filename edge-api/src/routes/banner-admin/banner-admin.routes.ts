// The console's banners (admin spec §2 /admin/banner, §3, §4, §5, §7.1): the list of a language, the
// image upload, create, edit, delete, and the order with the in-use switches saved together. Every rule
// is checked before the first write, so a refused save changes nothing; every write is recorded in the
// admin access history and forgets the home page's cached banners (db/queries/banner-admin.ts).
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { formatSize, MAX_PENDING_UPLOADS, splitFileName } from '#core/attachment-rules.ts';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_MAX_IN_USE,
  BANNER_MIN_IN_USE,
  bannerAdminItem,
  bannerButtonIssue,
  bannerCreate,
  bannerImageUpload,
  bannerListParams,
  bannerPositionChanges,
  bannerUpdate,
  isBannerImageName,
  type BannerCreate,
  type BannerImageUpload,
} from '#core/schemas/banner.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { cleanFileName } from '#core/text-safety.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf, insertPendingUploads, pendingUploadsOf } from '#db/queries/attachment.ts';
import {
  bannersByIds,
  bannersInUse,
  createBanner,
  deleteBanner,
  findBanner,
  isPendingBannerImage,
  bannerAdminItem as itemOf,
  listBannersOf,
  saveBannerPositions,
  updateBanner,
  type BannerFields,
  type BannerLang,
} from '#db/queries/banner-admin.ts';
import { recordAdminUpdate, recordAdminView } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { contentMatchesExtension } from '../../lib/file-signature.ts';
import { makeUploadedPictureVariants } from '../../lib/pictures/make-variants.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const SCREEN = '/admin/banner';
const tags = ['Console banners'];

const maxInUse = () => new ApiError(422, 'bannerAdmin.maxInUse', { max: BANNER_MAX_IN_USE });
const minInUse = () => new ApiError(422, 'bannerAdmin.minInUse', { min: BANNER_MIN_IN_USE });

/** The fields as stored: buttons not in use keep what was typed, so switching one back on restores it. */
function fieldsOf(c: Context<AppEnv>, input: Omit<BannerCreate, 'languageCode' | 'imgStoredPath'>): BannerFields {
  const issue = bannerButtonIssue(input);
  if (issue) throw new ApiError(422, issue.key, { n: issue.n });
  return {
    title: input.title,
    content: input.content,
    inUse: input.inUse,
    button1InUse: input.button1InUse,
    button1Text: input.button1Text,
    button1Link: input.button1Link.trim(),
    button2InUse: input.button2InUse,
    button2Text: input.button2Text,
    button2Link: input.button2Link.trim(),
  };
}

/** A new image must be this admin's own upload that no banner holds yet: never a path someone typed. */
async function checkImage(c: Context<AppEnv>, storedPath: string): Promise<void> {
  if (!(await isPendingBannerImage(c.var.deps.db, storedPath, requireAuth(c).user.id))) throw new ApiError(422, 'bannerAdmin.imageNotFound');
}

/** One uploaded image: jpg or png by name (any case) and by its bytes, at most 1.5 MB, stored at a server-made path. */
async function uploadImage(c: Context<AppEnv>): Promise<BannerImageUpload> {
  const uploader = requireAuth(c).user.id;
  const form = await c.req.parseBody().catch(() => {
    throw new ApiError(422, 'bannerAdmin.imageRequired');
  });
  const file = form.bannerImg;
  if (!(file instanceof File) || file.size === 0) throw new ApiError(422, 'bannerAdmin.imageRequired');
  const name = cleanFileName(file.name);
  if (!isBannerImageName(name)) throw new ApiError(422, 'bannerAdmin.errFormat');
  if (file.size > BANNER_IMAGE_MAX_BYTES) throw new ApiError(422, 'bannerAdmin.maximun', { max: formatSize(BANNER_IMAGE_MAX_BYTES, c.var.lang) });
  const { name: baseName, extension } = splitFileName(name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!(await contentMatchesExtension(extension, bytes))) throw new ApiError(422, 'bannerAdmin.imageContent');

  const { db, blobs, config } = c.var.deps;
  const bounds = { maxFiles: MAX_PENDING_UPLOADS, maxBytes: config.attachmentLimits.maxTotalBytes };
  const pending = await pendingUploadsOf(db, uploader);
  if (pending.files + 1 > bounds.maxFiles) throw new ApiError(422, 'resources.tooManyPending', { max: MAX_PENDING_UPLOADS });
  const row = {
    code: 'BANNER' as const,
    attachmentType: 'THUMBNAIL' as const,
    name: baseName.slice(0, 200),
    extension,
    size: bytes.length,
    contentType: contentTypeOf(extension),
    storedPath: attachmentStoredPath('BANNER', extension),
  };
  await blobs.put(blobKeyOf(row.storedPath), bytes, row.contentType);
  const stored = await insertPendingUploads(db, [row], uploader, bounds, c.var.deps.now()).catch(async (error: unknown) => {
    await blobs.delete(blobKeyOf(row.storedPath)).catch(() => undefined);
    throw error;
  });
  if (!stored) {
    await blobs.delete(blobKeyOf(row.storedPath)).catch(() => undefined);
    throw new ApiError(422, 'resources.tooManyPending', { max: MAX_PENDING_UPLOADS });
  }
  await makeUploadedPictureVariants(c.var.deps, [{ ...row, bytes }]);
  return { imgStoredPath: row.storedPath, imgUrl: `/api${row.storedPath}`, name: `${row.name}.${row.extension}`, size: row.size };
}

const itemResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(bannerAdminItem)) } } });
const listResponse = {
  description: 'The banners of the language in order',
  content: { 'application/json': { schema: resolver(envelopeSchema(v.array(bannerAdminItem))) } },
};
const refused = { 422: { description: 'A rule of admin spec §5 is broken; the message says which, in the language of Accept-Language' } };

export const bannerAdminRoutes = new Hono<AppEnv>()
  .get(
    '/admin/banner/list/:lang',
    describeRoute({ tags, summary: 'Every banner of a language, in use or not, in the home page order', responses: { 200: listResponse } }),
    validate('param', bannerListParams),
    async (c) => {
      const { lang } = c.req.valid('param');
      const list = await listBannersOf(c.var.deps.db, lang);
      await recordAdminView(c, SCREEN, `lang=${lang}`);
      return ok(c, list);
    },
  )
  .put(
    '/admin/banner/change-banner-possition',
    describeRoute({
      tags,
      summary: "Saves one language's order and in-use switches together; answers that language's list",
      description: 'Every banner of the language once, each at its own position; between 1 and 5 of them in use afterwards.',
      responses: { 200: listResponse, ...refused },
    }),
    validate('json', bannerPositionChanges),
    async (c) => {
      const changes = c.req.valid('json').bannerPositionChanges;
      const { db, now } = c.var.deps;
      const first = await findBanner(db, changes[0]!.id);
      if (!first) throw new ApiError(422, 'bannerAdmin.positionsInvalid');
      const lang = first.languageCode;
      const all = await listBannersOf(db, lang);
      const ids = new Set(changes.map((change) => change.id));
      const positions = new Set(changes.map((change) => change.position));
      // the whole language, each once at its own place: a partial list could put two banners at one position
      const named = await bannersByIds(db, [...ids]);
      if (ids.size !== changes.length || positions.size !== changes.length || ids.size !== all.length || named.some((row) => row.languageCode !== lang))
        throw new ApiError(422, 'bannerAdmin.positionsInvalid');
      const inUseAfter = all.filter((banner) => changes.find((change) => change.id === banner.id)?.inUse ?? banner.inUse).length;
      if (inUseAfter > BANNER_MAX_IN_USE) throw maxInUse();
      if (inUseAfter < BANNER_MIN_IN_USE) throw minInUse();
      await saveBannerPositions(db, changes, now());
      await recordAdminUpdate(
        c,
        SCREEN,
        `order ${lang}: ${changes.map((change) => `#${change.id}=${change.position}${change.inUse === false ? ' off' : ''}`).join(', ')}`,
      );
      return ok(c, await listBannersOf(db, lang), 'bannerAdmin.ordered');
    },
  )
  .post(
    '/admin/banner/upload-banner-img',
    describeRoute({
      tags,
      summary: 'Uploads a banner image (multipart field `bannerImg`): JPG or PNG by name and by content, at most 1.5 MB',
      description: 'The answer holds the stored path to send back as `imgStoredPath`; until a save claims it, only its uploader can see it.',
      responses: {
        200: { description: 'The stored image', content: { 'application/json': { schema: resolver(envelopeSchema(bannerImageUpload)) } } },
        ...refused,
      },
    }),
    async (c) => ok(c, await uploadImage(c)),
  )
  .get(
    '/admin/banner/:id',
    describeRoute({ tags, summary: 'One banner to edit', responses: { 200: itemResponse('The banner'), 404: { description: 'No banner has this id' } } }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await findBanner(c.var.deps.db, id);
      if (!row) throw new ApiError(404, 'bannerAdmin.notFound');
      await recordAdminView(c, `${SCREEN}/edit-banner`, `#${id}`);
      return ok(c, itemOf(row));
    },
  )
  .post(
    '/admin/banner',
    describeRoute({ tags, summary: 'Registers a banner at the end of its language order', responses: { 201: itemResponse('The banner'), ...refused } }),
    validate('json', bannerCreate),
    async (c) => {
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      const fields = fieldsOf(c, input);
      await checkImage(c, input.imgStoredPath);
      if (input.inUse && (await bannersInUse(db, input.languageCode)) >= BANNER_MAX_IN_USE) throw maxInUse();
      const id = await createBanner(db, input.languageCode, fields, input.imgStoredPath, now());
      await recordAdminUpdate(c, SCREEN, `created #${id} ${input.languageCode} ${input.title}`);
      const row = await findBanner(db, id);
      return ok(c, row && itemOf(row), 'bannerAdmin.created', 201);
    },
  )
  .put(
    '/admin/banner',
    describeRoute({
      tags,
      summary: 'Saves a banner (the id in the body); without a new `imgStoredPath` it keeps its image',
      responses: { 200: itemResponse('The banner'), 404: { description: 'No banner has this id' }, ...refused },
    }),
    validate('json', bannerUpdate),
    async (c) => {
      const input = c.req.valid('json');
      const { db, now } = c.var.deps;
      const current = await findBanner(db, input.id);
      if (!current) throw new ApiError(404, 'bannerAdmin.notFound');
      const fields = fieldsOf(c, input);
      const newImage = input.imgStoredPath && input.imgStoredPath !== current.imgStoredPath ? input.imgStoredPath : null;
      if (newImage) await checkImage(c, newImage);
      const lang: BannerLang = current.languageCode;
      const othersInUse = await bannersInUse(db, lang, current.id);
      if (input.inUse && !current.inUse && othersInUse >= BANNER_MAX_IN_USE) throw maxInUse();
      if (!input.inUse && current.inUse && othersInUse < BANNER_MIN_IN_USE) throw minInUse();
      await updateBanner(db, current.id, fields, newImage, now());
      await recordAdminUpdate(c, SCREEN, `updated #${current.id} ${lang} ${input.title}${newImage ? ' (new image)' : ''}`);
      const row = await findBanner(db, current.id);
      return ok(c, row && itemOf(row), 'bannerAdmin.updated');
    },
  )
  .delete(
    '/admin/banner/:id',
    describeRoute({
      tags,
      summary: 'Deletes a banner and lets its image go; the last banner in use of a language cannot be deleted',
      responses: { 200: { description: 'Deleted' }, 404: { description: 'No banner has this id' }, ...refused },
    }),
    validate('param', recordIdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, now } = c.var.deps;
      const current = await findBanner(db, id);
      if (!current) throw new ApiError(404, 'bannerAdmin.notFound');
      if (current.inUse && (await bannersInUse(db, current.languageCode, id)) < BANNER_MIN_IN_USE) throw minInUse();
      await deleteBanner(db, id, now());
      await recordAdminUpdate(c, SCREEN, `deleted #${id} ${current.languageCode} ${current.title}`);
      return ok(c, { id, languageCode: current.languageCode }, 'bannerAdmin.deleted');
    },
  );
