// The console's masking of personal data (issue 33, "masked by default"; decision 051): how a name, an
// e-mail address, a phone number and a free text read in a console list until an admin unmasks the row.
// The rules keep enough to tell rows apart (a surname, a company's domain, the last four digits) and too
// little to contact or identify the person. Not the find-username masking of core/auth/mask.ts, which is
// for the owner of an address to recognise it.

/** What a personal field holds, which names its masking rule. */
export const maskKinds = ['name', 'email', 'phone', 'text'] as const;
export type MaskKind = (typeof maskKinds)[number];

const STAR = '*';
/** Scripts whose names are written without spaces between given name and surname (Hangul, Han, kana). */
const EAST_ASIAN = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A person's name. Korean (and other East Asian) names keep their first and last character and mask
 * the middle: 홍길동 → 홍*동, 남궁민수 → 남**수, two characters keep the first: 홍길 → 홍*. Other names keep
 * the first letter of each word: Emily Carter → E**** C*****. A one-character name is masked whole.
 */
export function maskName(name: string): string {
  const text = name.trim();
  if (text === '') return '';
  if ([...text].length === 1) return STAR;
  if (EAST_ASIAN.test(text)) {
    const chars = [...text];
    const letterAt = chars.flatMap((char, at) => (/\s/u.test(char) ? [] : [at]));
    // the first letter stays, and the last too from three letters on; spaces stay where they are
    const kept = new Set(letterAt.length >= 3 ? [letterAt[0], letterAt.at(-1)] : letterAt.length === 2 ? [letterAt[0]] : []);
    return chars.map((char, at) => (kept.has(at) || /\s/u.test(char) ? char : STAR)).join('');
  }
  return text
    .split(/(\s+)/u)
    .map((word) => {
      if (/^\s*$/u.test(word)) return word;
      const [head = '', ...rest] = [...word];
      return head + STAR.repeat(rest.length);
    })
    .join('');
}

/**
 * An e-mail address: the first character of the local part, three stars whatever its length, and the
 * whole domain (it names the company, which the lists show anyway): kim.minsu@example.com → k***@example.com.
 * A text without `@` (a username typed at a failed sign-in) keeps its first character only.
 */
export function maskEmail(address: string): string {
  const text = address.trim();
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  const local = at < 0 ? text : text.slice(0, at);
  const head = [...local][0] ?? '';
  return at < 0 ? `${head}***` : `${head}***${text.slice(at)}`;
}

/**
 * A phone number, stored as digits or written with dashes: a Korean number (0 and 9 to 11 digits) keeps
 * its first group and its last four digits, written with dashes: 01012345678 → 010-****-5678,
 * 0212345678 → 02-****-5678. Any other number keeps its last four digits and its separators:
 * +1 415 555 0100 → +* *** *** 0100; four digits or fewer are masked whole.
 */
export function maskPhone(phone: string): string {
  const text = phone.trim();
  const digits = text.replace(/\D/gu, '');
  if (digits === '') return text === '' ? '' : STAR.repeat(3);
  if (/^0\d{8,10}$/u.test(digits) && /^[\d\s-]+$/u.test(text)) {
    const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
    return `${head}-****-${digits.slice(-4)}`;
  }
  let kept = digits.length > 4 ? 4 : 0;
  // from the end: the last `kept` digits stay, every other digit becomes a star
  return [...text]
    .reverse()
    .map((char) => {
      if (!/\d/u.test(char)) return char;
      if (kept > 0) {
        kept -= 1;
        return char;
      }
      return STAR;
    })
    .reverse()
    .join('');
}

const EMAIL_IN_TEXT = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** A Korean mobile or landline number in a text, with or without dashes or spaces between its groups. */
const PHONE_IN_TEXT = /(?<![\d-])0\d{1,2}[-\s]?\d{3,4}[-\s]?\d{4}(?![\d-])/gu;

/**
 * A free text written by the portal or an admin (an access record's detail, a download's reason and
 * filters): every e-mail address and phone number in it masked. A name in free text cannot be told from
 * other words, so the texts the portal writes name accounts by e-mail address and id, never by name.
 */
export function maskText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, maskEmail).replace(PHONE_IN_TEXT, maskPhone);
}

/** Each kind's rule. */
export const masks: Record<MaskKind, (value: string) => string> = { name: maskName, email: maskEmail, phone: maskPhone, text: maskText };
