import rows from './industries.json' with { type: 'json' };
import type { IndustrySeed } from './types.ts';

/** Industry categories used to tag pre-built models, case studies and partners. The rows are data (industries.json). */
export const industries: IndustrySeed[] = rows;
