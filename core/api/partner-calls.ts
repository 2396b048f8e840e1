// The partner area (portal spec §3 Partner): the partner FAQ and library, the partner Q&A and its
// comments, the partners' projects, the partner policy and the become-a-partner application.
import * as v from 'valibot';
import { partnerFaqCreate, partnerFaqListQuery, partnerFaqPage, partnerFaqUpdate, partnerFaqView } from '../schemas/partner-faq.ts';
import {
  partnerLibraryListQuery,
  partnerLibraryNeighbours,
  partnerLibraryNeighboursQuery,
  partnerLibraryPage,
  partnerLibrarySave,
  partnerLibraryView,
} from '../schemas/partner-library.ts';
import { partnerProjectCreate, partnerProjectItem, partnerProjectListQuery, partnerProjectPage, partnerProjectUpdate } from '../schemas/partner-project.ts';
import {
  partnerQnaAcceptSave,
  partnerQnaAcceptView,
  partnerQnaCommentCreate,
  partnerQnaCommentCreated,
  partnerQnaCommentUpdate,
  partnerQnaDetailView,
  partnerQnaListQuery,
  partnerQnaPage,
  partnerQnaSave,
  partnerQnaTimes,
  partnerQnaTimesQuery,
} from '../schemas/partner-qna.ts';
import { partnerApplicationSchema, partnerPolicy, partnerPolicySchema } from '../schemas/partner.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

export const partnerDocumentCalls = callFamily({
  'GET /api/partner/faq': { answer: v.union([partnerFaqPage, partnerFaqView]), query: partnerFaqListQuery },
  'POST /api/admin/partner-faq': { answer: partnerFaqView, body: partnerFaqCreate },
  'PUT /api/admin/partner-faq/:id': { answer: partnerFaqView, body: partnerFaqUpdate },
  'DELETE /api/admin/partner-faq/:id': { answer: none },
  'GET /api/partner/partner-library': { answer: v.union([partnerLibraryPage, partnerLibraryView]), query: partnerLibraryListQuery },
  'GET /api/partner/partner-library/next-and-previous': { answer: partnerLibraryNeighbours, query: partnerLibraryNeighboursQuery },
  'POST /api/admin/partner-library': { answer: partnerLibraryView, body: partnerLibrarySave },
  'PUT /api/admin/partner-library/:id': { answer: partnerLibraryView, body: partnerLibrarySave },
  'DELETE /api/admin/partner-library/:id': { answer: none },
});

export const partnerQnaCalls = callFamily({
  'GET /api/partner/question-answer': { answer: partnerQnaPage, query: partnerQnaListQuery },
  'GET /api/partner/question-answer/:id': { answer: partnerQnaDetailView },
  'POST /api/partner/question-answer': { answer: partnerQnaDetailView, body: partnerQnaSave },
  'PUT /api/partner/question-answer/:id': { answer: partnerQnaDetailView, body: partnerQnaSave },
  'DELETE /api/partner/question-answer/:id': { answer: none },
  'POST /api/partner/comment': { answer: partnerQnaCommentCreated, body: partnerQnaCommentCreate },
  'PUT /api/partner/comment/:id': { answer: none, body: partnerQnaCommentUpdate },
  'DELETE /api/partner/comment/:id': { answer: none },
  'DELETE /api/partner/comment/child/:id': { answer: none },
  'PUT /api/partner/question-answer/:id/accept': { answer: partnerQnaAcceptView, body: partnerQnaAcceptSave },
  'DELETE /api/partner/question-answer/:id/accept': { answer: partnerQnaAcceptView },
  'GET /api/admin/partner-qna-times': { answer: partnerQnaTimes, query: partnerQnaTimesQuery },
});

export const partnerAreaCalls = callFamily({
  'GET /api/content-manager/partner-bussiness': { answer: partnerProjectPage, query: partnerProjectListQuery },
  'POST /api/content-manager/partner-bussiness': { answer: partnerProjectItem, body: partnerProjectCreate },
  'PUT /api/content-manager/partner-bussiness': { answer: partnerProjectItem, body: partnerProjectUpdate },
  'GET /api/partner/partner-policy': { answer: v.nullable(partnerPolicy) },
  'PUT /api/partner/partner-policy': { answer: none, body: partnerPolicySchema },
  'POST /api/public/register/partner': { answer: none, body: partnerApplicationSchema },
});
