// The consent block of the sign-up form (portal spec §3): "agree to all", the language's required
// terms, the optional items with the marketing channels under item 6 (Korean only), and each item's
// short summary behind a disclosure. The state lives in RegisterForm; consent.ts holds the rules.
import { memo, useId } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { allConsented, consentItems, type ConsentId } from './consent.ts';
import type { termsMessageKeys } from './message-keys.ts';

export type TermsMessages = Record<(typeof termsMessageKeys)[number], string>;

/** `TERMS_OF_USE` → `terms.termsOfUse.label` (catalogue keys are camel case). */
function termText(messages: TermsMessages, id: ConsentId, part: 'label' | 'summary'): string {
  const camel = id.toLowerCase().replace(/_([a-z0-9])/g, (_match, ch: string) => ch.toUpperCase());
  return (messages as Record<string, string>)[`terms.${camel}.${part}`] ?? '';
}

type Props = {
  lang: Lang;
  checked: ReadonlySet<ConsentId>;
  onToggle: (id: ConsentId, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  /** The translated "agree to every required term" message, after a refused submit. */
  error: string | undefined;
  messages: TermsMessages;
};

function TermsConsentBlock({ lang, checked, onToggle, onToggleAll, error, messages }: Props) {
  const errorId = useId();
  const items = consentItems(lang);
  const item = (entry: (typeof items)[number]) => {
    const label = termText(messages, entry.id, 'label');
    const summary = termText(messages, entry.id, 'summary');
    const missing = entry.required && !checked.has(entry.id) && error !== undefined;
    return (
      <li key={entry.id} className="member-term">
        <label className="form-check">
          <input
            type="checkbox"
            checked={checked.has(entry.id)}
            onChange={(event) => onToggle(entry.id, event.target.checked)}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? errorId : undefined}
            data-term={entry.id}
          />
          <span>
            <span className={entry.required ? 'member-term-tag' : 'member-term-tag member-term-tag--optional'}>
              [{entry.required ? messages['terms.requiredTag'] : messages['terms.optionalTag']}]
            </span>{' '}
            {label}
          </span>
        </label>
        {summary && (
          <details>
            <summary>
              {messages['terms.viewSummary']}
              <span className="visually-hidden">: {label}</span>
            </summary>
            <p>{summary}</p>
          </details>
        )}
        {entry.children.length > 0 && (
          <div className="member-channels" role="group" aria-label={messages['terms.channels']}>
            {entry.children.map((child) => (
              <label key={child} className="form-check">
                <input type="checkbox" checked={checked.has(child)} onChange={(event) => onToggle(child, event.target.checked)} data-term={child} />
                <span>{termText(messages, child, 'label')}</span>
              </label>
            ))}
          </div>
        )}
      </li>
    );
  };

  return (
    <fieldset className="member-terms">
      <legend>{messages['terms.section']}</legend>
      <label className="form-check member-terms-all">
        <input type="checkbox" checked={allConsented(checked, lang)} onChange={(event) => onToggleAll(event.target.checked)} />
        <span>{messages['terms.agreeAll']}</span>
      </label>
      <fieldset>
        <legend className="form-label">{messages['terms.requiredGroup']}</legend>
        <ul>{items.filter((entry) => entry.required).map(item)}</ul>
      </fieldset>
      {error && (
        <p id={errorId} className="form-error">
          {error}
        </p>
      )}
      <fieldset>
        <legend className="form-label">{messages['terms.optionalGroup']}</legend>
        <ul>{items.filter((entry) => !entry.required).map(item)}</ul>
      </fieldset>
    </fieldset>
  );
}

/** Memoised: typing in the form's fields leaves the terms alone; give it stable `onToggle` and `onToggleAll`. */
export const TermsConsent = memo(TermsConsentBlock);
