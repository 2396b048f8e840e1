// The FAQ's demo questions.
import { seedFaqs } from '../content/faq.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ write: seedFaqs });
