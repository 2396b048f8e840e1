// The public pages that exist, as paths without the /en prefix. The header menu and the footer show
// an entry only when its page is listed here: each issue that adds a page adds its path here.
export const knownRoutes: readonly string[] = [
  '/',
  '/products/overview',
  '/products/machine-learning',
  '/products/data-hub',
  '/resources/pre-built-model',
  '/resources/success-story',
  '/download',
  '/dso1/introduction',
  '/privacy_policy',
  '/terms-conditions',
  '/about',
  '/privacy_policy_sup',
  '/register',
  '/check-email',
  '/register-success',
  '/login',
  '/change-password',
  '/forget-id',
  '/forget-password',
  '/reset-password',
];

export function hasRoute(path: string): boolean {
  return knownRoutes.includes(path);
}

/** Paths used by more than one component. */
export const paths = {
  home: '/',
  preBuiltModelList: '/resources/pre-built-model',
  preBuiltModelDetail: (id: number) => `/resources/pre-built-model/detail/${id}`,
  preBuiltModelRegistration: '/resources/pre-built-model/registration',
  preBuiltModelEdit: (id: number) => `/resources/pre-built-model/edit/${id}`,
  successStoryList: '/resources/success-story',
  successStoryDetail: (id: number) => `/resources/success-story/detail/${id}`,
  successStoryRegistration: '/resources/success-story/registration',
  successStoryEdit: (id: number) => `/resources/success-story/edit/${id}`,
  productsOverview: '/products/overview',
  productsMachineLearning: '/products/machine-learning',
  productsDataHub: '/products/data-hub',
  download: '/download',
  downloadGuide: '/download/guide',
  about: '/about',
  privacyPolicySup: '/privacy_policy_sup',
  dso1Introduction: '/dso1/introduction',
  dso1Application: '/dso1/application',
  privacyPolicy: '/privacy_policy',
  terms: '/terms-conditions',
} as const;
