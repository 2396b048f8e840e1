// The partner area's demo questions, documents and projects, written together (db/seed/content/partner-content.ts).
import { seedPartnerContent } from '../content/partner-content.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ write: seedPartnerContent });
