// The shared data sets: written with the shared models.
import { seedKnowledgeSharing } from '../content/knowledge-sharing.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ after: 'accounts', write: seedKnowledgeSharing });
