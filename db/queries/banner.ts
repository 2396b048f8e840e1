// Home-page banners (admin spec §3, §4): the public list shows only banners in use, in one language,
// by position, each with the buttons that are in use.
import { and, asc, eq } from 'drizzle-orm';
import type { BannerButton, BannerView } from '#core/schemas/banner.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

const b = schema.banner;

type BannerRow = typeof b.$inferSelect;

export function bannerView(row: BannerRow): BannerView {
  const buttons: BannerButton[] = [];
  if (row.button1InUse) buttons.push({ text: row.button1Text, link: row.button1Link });
  if (row.button2InUse) buttons.push({ text: row.button2Text, link: row.button2Link });
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    content: row.content,
    imgUrl: `/api${row.imgStoredPath}`,
    imgStoredPath: row.imgStoredPath,
    buttons,
  };
}

/** The banners in use for a language, in their order (position, then age), from the read cache (a banner write forgets 'banner'). */
export function listBannersInUse(db: Db, lang: 'ko' | 'en'): Promise<BannerView[]> {
  return cachedRead(db, ['banner'], `banner:${lang}`, async () => {
    const rows = await db
      .select()
      .from(b)
      .where(and(eq(b.languageCode, lang), eq(b.inUse, true)))
      .orderBy(asc(b.position), asc(b.id));
    return rows.map(bannerView);
  });
}
