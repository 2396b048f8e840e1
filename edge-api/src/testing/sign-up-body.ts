// A member's sign-up payload as the form sends it, for the tests that need an account made through the call.
import { PASSWORD } from './api-kit.ts';

/** The required terms, agreed. */
export const requiredTerms = {
  isAgreeRequiredTerms: true as const,
  requiredTermsContent: JSON.stringify(['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14']),
};

/** A payload the sign-up call accepts for `username` (the required terms agreed); `overrides` replaces fields. */
export const signUpBody = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  password: PASSWORD,
  name: '홍길동',
  companyName: '한빛데이터',
  departmentName: '',
  phoneNumber: '01055556666',
  country: '+82',
  historyTermAgreement: requiredTerms,
  ...overrides,
});
