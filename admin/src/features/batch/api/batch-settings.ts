// The batch settings calls of the console (admin spec §7.1): a user batch by id (1 dormancy, 2–4 the
// notices) and its save by type, and the admin batch.
import type { AdminBatchBody, BatchWorkBody, BatchWorkType } from '#core/schemas/batch.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The id each user batch is seeded with (db/migrations: batch_work). */
export const batchWorkIds: Record<BatchWorkType, number> = { DORMANCY: 1, NOTICE_DORMANCY: 2, NOTICE_PASSWORD: 3, NOTICE_MARKETING: 4 };

/** GET /api/admin/getbatchwork/:id */
export const getBatchWork = async (type: BatchWorkType) => (await callApi('GET /api/admin/getbatchwork/:id', { params: { id: batchWorkIds[type] } })).data;

/** POST /api/admin/batchwork: answers the saved batch and the server's message. */
export const saveBatchWork = async (body: BatchWorkBody) => callApi('POST /api/admin/batchwork', { body });

/** GET /api/admin/admin-batch */
export const getAdminBatch = async () => (await callApi('GET /api/admin/admin-batch')).data;

/** PUT /api/admin/admin-batch */
export const saveAdminBatch = async (body: AdminBatchBody) => callApi('PUT /api/admin/admin-batch', { body });
