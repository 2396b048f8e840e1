import rows from './master-data.json' with { type: 'json' };
import type { MasterDataSeed } from './types.ts';

/**
 * Code tables shown in portal forms and filters.
 * Note: the type name `BUSSINESS_FIELD` is spelled this way on purpose (it is
 * the key the rest of the system expects); do not "correct" it.
 * The rows are data (master-data.json).
 */
export const masterData: MasterDataSeed[] = rows;
