// The forum's demo boards and posts, written by the demo members.
import { seedForum } from '../content/forum.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ after: 'accounts', write: seedForum });
