// The education channels (portal spec §2, §3, §5, §9): one video channel and one training guide per
// product the site presents, the channel's categories, the video-site link rule, and the certification's
// constants. Shared by the API, the pages and the seed.

/** The products with a channel, as they appear in the routes (`/education/{product}-tv`). */
export const videoProducts = ['machine-learning', 'data-hub'] as const;
export type VideoProduct = (typeof videoProducts)[number];

/** A video's category (portal spec §3: {product}OnlineClass, {product}AIDemo, useCases); "view all" is every one. */
export const videoCategories = ['ONLINE_CLASS', 'AI_DEMO', 'USE_CASES'] as const;
export type VideoCategory = (typeof videoCategories)[number];

/** The message key of each category's name (shared by the site and the console). */
export const videoCategoryNameKeys = {
  ONLINE_CLASS: 'education.categoryOnlineClass',
  AI_DEMO: 'education.categoryAiDemo',
  USE_CASES: 'education.categoryUseCases',
} as const satisfies Record<VideoCategory, string>;

/** The message key of each product's name (its channel is `education.channelTitle` of it). */
export const videoProductNameKeys = {
  'machine-learning': 'nav.productsMachineLearning',
  'data-hub': 'nav.productsDataHub',
} as const satisfies Record<VideoProduct, string>;

export function isVideoProduct(value: string | undefined): value is VideoProduct {
  return (videoProducts as readonly string[]).includes(value ?? '');
}

/** The product of a channel route's segment (`machine-learning-tv`), or null. */
export function productOfChannel(segment: string | undefined, suffix: '-tv' | '-training-guide-tv'): VideoProduct | null {
  if (!segment?.endsWith(suffix)) return null;
  const product = segment.slice(0, -suffix.length);
  return isVideoProduct(product) ? product : null;
}

/** A video site's id: 11 characters of letters, digits, `-` and `_`. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const videoHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * The video id of a video-site link (portal spec §5: a link whose id has 11 characters): a watch link
 * (`youtube.com/watch?v=…`), a short link (`youtu.be/…`), or an embed, shorts or live address; null for
 * anything else, an embed code included.
 */
export function videoIdOfLink(text: string): string | null {
  const link = text.trim();
  if (!/^https?:\/\//i.test(link) || /[\s<>"']/.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (videoHosts.has(host)) {
    const [first, second] = url.pathname.split('/').slice(1);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second;
  }
  return id && VIDEO_ID_PATTERN.test(id) ? id : null;
}

/** Whether a text looks like embed code (an HTML element) rather than a link: the form says so. */
export const looksLikeEmbedCode = (text: string) => /<\s*[a-z!]/i.test(text);

/** The link shown in the edit form and on the page (opens on the video site). */
export const videoWatchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
/** The player's address: the privacy-enhanced host of the CSP's frame-src (core/rich-text.ts). */
export const videoEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;

/** The certification exam (portal spec §9): monthly, results in 7 to 14 days, a written pass valid 2 years. */
export const certification = {
  levels: 3,
  examsPerYear: 12,
  resultDaysMin: 7,
  resultDaysMax: 14,
  writtenPassValidYears: 2,
} as const;
