// The optional consents of /my-page/change-info (portal spec §3): collection (4), marketing use (5),
// marketing reception (6) with its channels e-mail, message and mobile offered in Korean.
import type * as v from 'valibot';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { EditMyPageInput, editMyPageSchema } from '#core/schemas/account.ts';
import { useFieldValue, type FieldPath, type SchemaForm } from '../forms/use-schema-form.ts';
import { marketingChannels, optionalConsentMessageKeys } from './consent-items.ts';

/** The change-info form's values before the schema cleans them (trimmed, defaults filled). */
export type EditMyPageForm = v.InferInput<typeof editMyPageSchema>;

export const consentBoxMessageKeys = ['myPage.optionalConsents', ...optionalConsentMessageKeys] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof consentBoxMessageKeys)[number], string>;

type Props = { lang: Lang; messages: Messages; control: SchemaForm<EditMyPageForm, EditMyPageInput> };

export function ConsentBoxes({ lang, messages, control }: Props) {
  const reception = useFieldValue(control, 'historyTermAgreement.isAgreeOptionalItem6');
  const box = (name: FieldPath<EditMyPageForm>, label: string) => (
    <label key={name} className="form-check">
      <input type="checkbox" {...control.register(name)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="mp-fieldset">
      <legend>{messages['myPage.optionalConsents']}</legend>
      {box('historyTermAgreement.isAgreeOptionalItem4', messages['myPage.optionalCollection'])}
      {box('historyTermAgreement.isAgreeOptionalItem5', messages['myPage.marketingUse'])}
      {box('historyTermAgreement.isAgreeOptionalItem6', messages['myPage.marketingReception'])}
      {lang === 'ko' && reception && (
        <div className="mp-sub-checks">{marketingChannels.map(({ item, key }) => box(`historyTermAgreement.${item}`, messages[key]))}</div>
      )}
    </fieldset>
  );
}
