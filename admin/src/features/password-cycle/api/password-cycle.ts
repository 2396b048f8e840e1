// The password-change cycle (admin spec §7.1: GET, PUT notice-password-change-interval, id 1).
import type { PasswordCycleBody } from '#core/schemas/batch.ts';
import { callApi } from '../../../lib/api-client.ts';

export type PasswordCycle = PasswordCycleBody & { id: number };

export const getPasswordCycle = async () => (await callApi<PasswordCycle>('/api/admin/notice-password-change-interval')).data;

export const savePasswordCycle = async (body: PasswordCycleBody) =>
  callApi<PasswordCycle>('/api/admin/notice-password-change-interval', { method: 'PUT', body });
