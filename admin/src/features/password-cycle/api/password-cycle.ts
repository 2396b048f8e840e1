// The password-change cycle (admin spec §7.1: GET, PUT notice-password-change-interval, id 1).
import type { PasswordCycle, PasswordCycleBody } from '#core/schemas/batch.ts';
import { callApi } from '../../../lib/api-client.ts';

export type { PasswordCycle };

export const getPasswordCycle = async () => (await callApi('GET /api/admin/notice-password-change-interval')).data;

export const savePasswordCycle = async (body: PasswordCycleBody) => callApi('PUT /api/admin/notice-password-change-interval', { body });
