// The demo partner's questions and the staff's answers, each kept with its writer's account.
import { seedPartnerQna } from '../content/partner-qna.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({ after: 'accounts', write: seedPartnerQna });
