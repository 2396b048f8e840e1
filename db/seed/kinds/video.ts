// The education channels' demo videos.
import { seedVideos } from '../content/videos.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ write: (db, _blobs, clock) => seedVideos(db, clock) });
