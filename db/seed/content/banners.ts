// The home page's demo banners (admin spec §3): three campaigns in use per language and one that is
// not, placed second (so the home page's "only banners in use, in order" rule is visible). Buttons lead to the portal's pages;
// English links carry the /en prefix. Images are drawn by images.ts and stored like uploaded ones. The rows are data
// (banners.json), typed here.
import { count } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { langs } from '#core/i18n/locales.ts';
import { schema, type Db } from '../../client.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf } from '../../queries/attachment.ts';
import { abstractPng, paletteFor } from '../images.ts';
import { oneOf } from '../one-of.ts';
import rows from './banners.json' with { type: 'json' };

type ButtonSeed = { text: string; link: string } | null;
export type BannerSeed = {
  languageCode: 'ko' | 'en';
  title: string;
  content: string;
  inUse: boolean;
  button1: ButtonSeed;
  button2: ButtonSeed;
  /** Which campaign image it shows (the same picture in both languages). */
  image: number;
  /** File name of the image, as an admin would have uploaded it. */
  imageName: string;
};

export const bannerSeeds: readonly BannerSeed[] = rows.map((row) => ({ ...row, languageCode: oneOf(langs, row.languageCode) }));

/** Banner images: wide, light enough for a home page (about 70 KB each). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 450;

/** Loads the demo banners when there are none: each image stored as a BANNER thumbnail row. */
export async function seedBanners(db: Db, blobs: BlobStore, clock: { now: Date }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.banner);
  if ((existing?.n ?? 0) > 0) return;
  const now = clock.now.toISOString();
  // one picture per campaign, shared by its Korean and English banners (drawing is the slow part)
  const images = new Map<number, Uint8Array>();
  const positions = { ko: 0, en: 0 };
  for (const seed of bannerSeeds) {
    let bytes = images.get(seed.image);
    if (!bytes) {
      bytes = abstractPng({ width: BANNER_WIDTH, height: BANNER_HEIGHT, palette: paletteFor(seed.image), seed: 7100 + seed.image });
      images.set(seed.image, bytes);
    }
    const storedPath = attachmentStoredPath('BANNER', 'png');
    await blobs.put(blobKeyOf(storedPath), bytes, contentTypeOf('png'));
    positions[seed.languageCode] += 1;
    const [row] = await db
      .insert(schema.banner)
      .values({
        languageCode: seed.languageCode,
        title: seed.title,
        content: seed.content,
        imgStoredPath: storedPath,
        inUse: seed.inUse,
        position: positions[seed.languageCode],
        button1Text: seed.button1?.text ?? '',
        button1Link: seed.button1?.link ?? '',
        button1InUse: seed.button1 !== null,
        button2Text: seed.button2?.text ?? '',
        button2Link: seed.button2?.link ?? '',
        button2InUse: seed.button2 !== null,
        createdDate: now,
      })
      .returning({ id: schema.banner.id });
    await db.insert(schema.attachment).values({
      code: 'BANNER',
      ownerId: row?.id ?? null,
      attachmentType: 'THUMBNAIL',
      name: seed.imageName,
      extension: 'png',
      size: bytes.byteLength,
      contentType: contentTypeOf('png'),
      storedPath,
      createdDate: now,
    });
  }
}
