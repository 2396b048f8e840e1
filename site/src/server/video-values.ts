// What the video registration and edit pages hand their form island: empty values for a new video of a
// channel, a stored video's values for an edit, and the channels and categories in the page's language.
import { videoCategories, videoProducts, videoWatchUrl, type VideoProduct } from '#core/education.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import type { VideoItem } from '#core/schemas/video.ts';
import type { VideoInitial } from '../islands/education/VideoForm.tsx';
import { categoryNameKey, productNameKey } from '../lib/video-list-query.ts';

export const emptyVideo = (product: VideoProduct): VideoInitial => ({ product, category: '', titleKr: '', titleEn: '', url: '' });

export const videoInitial = (item: VideoItem): VideoInitial => ({
  product: item.product,
  category: item.category,
  titleKr: item.titleKr,
  titleEn: item.titleEn,
  url: videoWatchUrl(item.videoId),
});

export function videoFormOptions(lang: Lang) {
  const t = translator(lang);
  return {
    channels: videoProducts.map((product) => ({ value: product, label: t('education.channelTitle', { product: t(productNameKey[product]) }) })),
    categories: videoCategories.map((category) => ({ value: category, label: t(categoryNameKey[category]) })),
  };
}
