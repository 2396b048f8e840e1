// The education channels' demo videos.
import { insertVideo, seedVideos } from '../content/videos.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  write: (db, _blobs, clock) => seedVideos(db, clock),
  searchSample: {
    words: { ko: '강의', en: 'lecture' },
    // a video has no body: its titles are what search reads
    write: (db, _blobs, clock, text) =>
      insertVideo(
        db,
        { product: 'data-hub', category: 'ONLINE_CLASS', titleKr: text.titleKo, titleEn: text.titleEn, videoId: 'dQw4w9WgXcQ', daysAgo: 0, view: 0 },
        clock,
      ),
  },
});
