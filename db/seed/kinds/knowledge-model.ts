// The shared models and data sets, written together (db/seed/content/knowledge-sharing.ts); each keeps its writer's account.
import { seedKnowledgeSharing } from '../content/knowledge-sharing.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ after: 'accounts', write: seedKnowledgeSharing });
