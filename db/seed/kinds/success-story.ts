// The success stories' demo rows (db/seed/story-generators.ts).
import { defineKindSeed } from '../kind-seed.ts';
import { seedSuccessStories } from '../story-generators.ts';

export const kindSeed = defineKindSeed({ write: seedSuccessStories });
