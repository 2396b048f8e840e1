// The partner library's demo documents: written with the partner area's other demo content.
import { seedPartnerContent } from '../content/partner-content.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ write: seedPartnerContent });
