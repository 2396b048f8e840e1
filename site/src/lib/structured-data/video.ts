// The education channels' videos (schema.org VideoObject): Google's required name, thumbnailUrl and uploadDate,
// with a description made of the video's category and channel, its player's address (embedUrl), its page on the
// video site and its views. The thumbnail is the video site's picture of the video: a search engine reads it,
// a visitor's browser never loads it from this markup.
import type { ItemList, VideoObject } from 'schema-dts';
import { videoEmbedUrl, videoWatchUrl } from '#core/education.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import type { VideoItem } from '#core/schemas/video.ts';
import { categoryNameKey } from '../video-list-query.ts';
import type { PageContext } from './page.ts';

export type VideoFacts = { id: number; title: string; description: string; videoId: string; uploaded: string; views: number };

/** A channel's video as its facts: its title in the page's language, and its category and channel as its description. */
export function videoFacts(item: VideoItem, lang: Lang, channel: string): VideoFacts {
  const t = translator(lang);
  return {
    id: item.id,
    title: lang === 'en' ? item.titleEn : item.titleKr,
    description: `${t(categoryNameKey[item.category])} · ${channel}`,
    videoId: item.videoId,
    uploaded: item.insDtm,
    views: item.view,
  };
}

/** The video site's still of a video (480 × 360). */
export const videoThumbnailUrl = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

/** The player as the page starts it on request (core/education.ts), without starting to play by itself. */
function playerUrl(videoId: string): string {
  const player = new URL(videoEmbedUrl(videoId));
  player.searchParams.delete('autoplay');
  return player.href;
}

export function video(page: PageContext, facts: VideoFacts): VideoObject {
  return {
    '@type': 'VideoObject',
    '@id': `${page.url}#video-${facts.id}`,
    name: facts.title,
    description: facts.description,
    thumbnailUrl: videoThumbnailUrl(facts.videoId),
    uploadDate: facts.uploaded,
    embedUrl: playerUrl(facts.videoId),
    url: videoWatchUrl(facts.videoId),
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: facts.views },
  };
}

/** A page's videos in their order (the channel's page, the training guide). */
export function videoList(page: PageContext, videos: readonly VideoFacts[]): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: videos.length,
    itemListElement: videos.map((facts, at) => ({ '@type': 'ListItem', position: at + 1, item: video(page, facts) })),
  };
}
