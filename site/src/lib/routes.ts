// The public pages that exist, as paths without the /en prefix. The header menu and the footer show
// an entry only when its page is listed here: each issue that adds a page adds its path here.
export const knownRoutes: readonly string[] = ['/', '/resources/pre-built-model', '/register', '/check-email', '/register-success', '/login', '/change-password', '/forget-id', '/forget-password', '/reset-password'];

export function hasRoute(path: string): boolean {
  return knownRoutes.includes(path);
}

/** Paths used by more than one component. */
export const paths = {
  home: '/',
  preBuiltModelList: '/resources/pre-built-model',
  preBuiltModelDetail: (id: number) => `/resources/pre-built-model/detail/${id}`,
  privacyPolicy: '/privacy_policy',
  terms: '/terms-conditions',
} as const;
