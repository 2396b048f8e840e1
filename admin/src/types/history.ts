/** The filters of a history list as the URL keeps them: dates are YYYY-MM-DD, inclusive. */
export type HistoryFilters = { page: number; fromDate?: string; toDate?: string; keyword?: string };
