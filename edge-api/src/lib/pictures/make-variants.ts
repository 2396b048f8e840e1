// Makes a page picture's copies beside its original (decision 056): WebP in the pages' widths and the share card,
// each stored under a key made from the original's and recorded with its size. The same code at upload, at seed
// time and in the batch job, on Node and in the Worker. A failure leaves the original as it was (and shown as
// before), removes what this attempt stored, and is recorded for the job to try again.
import { imageSize } from 'image-size';
import { blobKeyOf, type BlobStore } from '#core/blob-store.ts';
import { isPagePicture, MAX_PICTURE_PIXELS, pageWidthsFor, SHARE_CARD, variantKeyOf } from '#core/pictures.ts';
import type { Db } from '#db/client.ts';
import { pictureSourceOf, recordPictureMade, recordPictureNotMade, type MadeVariant, type PictureSource } from '#db/queries/picture.ts';
import type { Logger } from '../../types.ts';
import type { PictureCodecs, PictureType } from './codecs.ts';
import { coverCrop, flatten } from './pixels.ts';

/** WebP quality for the page copies: at 640 px a banner of the demo is about 15 KB. */
const WEBP_QUALITY = 78;
/** JPEG for the share card: every link preview reads it (WebP is not taken everywhere). */
const CARD_QUALITY = 82;

export type PictureDeps = { db: Db; blobs: BlobStore; pictures: PictureCodecs; log: Logger; now: () => Date };

export type PictureOutcome = 'made' | 'failed' | 'refused';

/** The bytes of a stored blob, or null when there is none. */
async function readBlob(blobs: BlobStore, key: string): Promise<Uint8Array | null> {
  const blob = await blobs.get(key);
  return blob ? new Uint8Array(await new Response(blob.body).arrayBuffer()) : null;
}

/** Why a picture gets no copies at all: it is not one the codecs read, or too large to decode here. */
class Refusal extends Error {}

/** The picture's type and size from its header, without decoding it. */
function headerOf(bytes: Uint8Array): { type: PictureType; width: number; height: number } {
  let header: ReturnType<typeof imageSize>;
  try {
    header = imageSize(bytes);
  } catch {
    throw new Refusal('not a picture the codecs read');
  }
  const type = header.type === 'jpg' || header.type === 'png' || header.type === 'webp' ? header.type : null;
  if (!type) throw new Refusal(`a ${header.type ?? 'picture of unknown type'}, which the codecs do not read`);
  const { width, height } = header;
  if (!width || !height) throw new Refusal('its size cannot be read');
  // EXIF orientations 5 to 8 turn a photo a quarter: shown (and decoded), it is as wide as it is stored high
  return (header.orientation ?? 1) >= 5 ? { type, width: height, height: width } : { type, width, height };
}

/**
 * Makes and stores every copy of one picture from its bytes (read from the store when not given), and records the
 * outcome. Never throws for a picture that cannot be made: its original stays what the pages show.
 */
export async function makePictureVariants(deps: PictureDeps, source: PictureSource, given?: Uint8Array): Promise<PictureOutcome> {
  const { db, blobs, pictures, log } = deps;
  const originalKey = blobKeyOf(source.storedPath);
  const written: string[] = [];
  let size: { width: number; height: number } | undefined;
  try {
    const bytes = given ?? (await readBlob(blobs, originalKey));
    if (!bytes) throw new Error('the original is not in the store');
    const header = headerOf(bytes);
    size = { width: header.width, height: header.height };
    if (header.width * header.height > MAX_PICTURE_PIXELS) {
      throw new Refusal(`${header.width}×${header.height} is more than ${MAX_PICTURE_PIXELS.toLocaleString('en')} pixels`);
    }
    const decoded = await pictures.decode(bytes, header.type);
    size = { width: decoded.width, height: decoded.height };
    const variants: MadeVariant[] = [];
    const store = async (variant: Omit<MadeVariant, 'blobKey' | 'size'>, encoded: Uint8Array) => {
      const blobKey = variantKeyOf(originalKey, variant);
      await blobs.put(blobKey, encoded, variant.format === 'webp' ? 'image/webp' : 'image/jpeg');
      written.push(blobKey);
      variants.push({ ...variant, blobKey, size: encoded.length });
    };
    for (const width of pageWidthsFor(decoded.width)) {
      const height = Math.max(1, Math.round((decoded.height * width) / decoded.width));
      const resized = width === decoded.width ? decoded : await pictures.resize(decoded, width, height);
      await store({ purpose: 'page', format: 'webp', width, height }, await pictures.webp(resized, WEBP_QUALITY));
    }
    const card = await pictures.resize(coverCrop(decoded, SHARE_CARD), SHARE_CARD.width, SHARE_CARD.height);
    await store({ purpose: 'card', format: 'jpeg', ...SHARE_CARD }, await pictures.jpeg(flatten(card), CARD_QUALITY));
    await recordPictureMade(db, source.id, size, variants, deps.now());
    return 'made';
  } catch (error) {
    await Promise.all(written.map((key) => blobs.delete(key).catch(() => undefined)));
    const refused = error instanceof Refusal;
    const problem = error instanceof Error ? error.message : String(error);
    log.error(refused ? 'picture copies refused' : 'picture copies failed', { attachmentId: source.id, storedPath: source.storedPath, problem });
    await recordPictureNotMade(db, source.id, { state: refused ? 'refused' : 'failed', problem, ...size }, deps.now()).catch((recording: unknown) =>
      log.error('picture outcome not recorded', { attachmentId: source.id, problem: String(recording) }),
    );
    return refused ? 'refused' : 'failed';
  }
}

/**
 * The copies of the page pictures among a call's new uploads, made before the call answers from the bytes it
 * holds (the form's preview and the saved page show them at once). A failure is the job's to try again.
 */
export async function makeUploadedPictureVariants(
  deps: PictureDeps,
  uploads: readonly { storedPath: string; code: string; extension: string; bytes: Uint8Array }[],
): Promise<void> {
  for (const upload of uploads) {
    if (!isPagePicture(upload)) continue;
    const source = await pictureSourceOf(deps.db, upload.storedPath);
    if (source) await makePictureVariants(deps, source, upload.bytes);
  }
}
