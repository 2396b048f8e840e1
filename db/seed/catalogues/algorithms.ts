import rows from './algorithms.json' with { type: 'json' };
import type { AlgorithmSeed } from './types.ts';

/**
 * Machine-learning and analytics algorithms offered by the platform.
 * `code` is the upper-case search key used by the pre-built model catalogue.
 * The rows are data (algorithms.json).
 */
export const algorithms: AlgorithmSeed[] = rows;
