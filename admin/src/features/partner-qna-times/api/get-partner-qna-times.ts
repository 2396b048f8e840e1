// The partner Q&A's waits over a period (decision 044): GET /api/admin/partner-qna-times. A period not given
// is the server's default (the last PARTNER_QNA_TIMES_DEFAULT_DAYS Korean days).
import { callApi } from '../../../lib/api-client.ts';

export type PartnerQnaTimesPeriod = { fromDate?: string | undefined; toDate?: string | undefined };

export const partnerQnaTimesKey = 'partner-qna-times';

export const getPartnerQnaTimes = async ({ fromDate, toDate }: PartnerQnaTimesPeriod) =>
  (await callApi('GET /api/admin/partner-qna-times', { query: { fromDate, toDate } })).data;
