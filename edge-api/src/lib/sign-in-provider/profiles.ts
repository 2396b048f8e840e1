// The person in Kakao's and Naver's profile answers, in their documented shapes (issue 34, decision 054):
// Kakao's GET /v2/user/me (`id`, `kakao_account.email`, `is_email_valid`, `is_email_verified`, `name`,
// `phone_number`, `profile.nickname`) and Naver's GET /v1/nid/me (`{ resultcode: '00', message: 'success',
// response: { id, email, name, mobile, mobile_e164 } }`). An answer of another shape is refused.
import * as v from 'valibot';
import { phoneOf, ProviderRefusal, type ProviderIdentity } from './protocol.ts';

const optionalText = v.optional(v.string());

/** Where an answer left its documented shape, for the log: the field's path, never its value (a person's data). */
const shapeProblem = (provider: string, issues: readonly v.BaseIssue<unknown>[]) =>
  `${provider} profile: ${v.getDotPath(issues[0] ?? ({} as v.BaseIssue<unknown>)) ?? 'the answer'} is not as documented`;

const kakaoProfile = v.object({
  id: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^\d{1,20}$/))]),
  kakao_account: v.optional(
    v.object({
      email: optionalText,
      is_email_valid: v.optional(v.boolean()),
      is_email_verified: v.optional(v.boolean()),
      name: optionalText,
      phone_number: optionalText,
      profile: v.optional(v.object({ nickname: optionalText })),
    }),
    {},
  ),
});

/** Kakao's person: the address counts only while Kakao says it is both valid (still the member's) and verified. */
export function kakaoIdentity(body: unknown): ProviderIdentity {
  const parsed = v.safeParse(kakaoProfile, body);
  if (!parsed.success) throw new ProviderRefusal('profileRefused', shapeProblem('kakao', parsed.issues));
  const account = parsed.output.kakao_account;
  return {
    provider: 'kakao',
    subject: String(parsed.output.id),
    email: (account.email ?? '').trim().toLowerCase(),
    emailVerified: account.is_email_valid === true && account.is_email_verified === true,
    name: (account.name ?? account.profile?.nickname ?? '').trim(),
    ...phoneOf(account.phone_number),
  };
}

const naverProfile = v.object({
  resultcode: v.literal('00'),
  response: v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    email: optionalText,
    name: optionalText,
    nickname: optionalText,
    mobile_e164: optionalText,
  }),
});

/**
 * Naver's person. Naver says nothing of the address's verification, and its `email` may be any contact address
 * its member typed; only the Naver mailbox itself (`@naver.com`) belongs to the Naver account for certain, so
 * only that one counts as verified (decision 054).
 */
export function naverIdentity(body: unknown): ProviderIdentity {
  const parsed = v.safeParse(naverProfile, body);
  if (!parsed.success) throw new ProviderRefusal('profileRefused', shapeProblem('naver', parsed.issues));
  const person = parsed.output.response;
  const email = (person.email ?? '').trim().toLowerCase();
  return {
    provider: 'naver',
    subject: person.id,
    email,
    emailVerified: email.endsWith('@naver.com'),
    name: (person.name ?? person.nickname ?? '').trim(),
    ...phoneOf(person.mobile_e164, false),
  };
}
