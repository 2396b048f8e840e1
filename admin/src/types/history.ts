/** One page of a history list (GET /api/admin/connect-hist, /api/admin/user-access-hist). */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalPages: number };

/** The filters of a history list as the URL keeps them: dates are YYYY-MM-DD, inclusive. */
export type HistoryFilters = { page: number; fromDate?: string; toDate?: string; keyword?: string };
