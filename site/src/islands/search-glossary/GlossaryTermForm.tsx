// The search glossary's term form on the site (issue 31; /search/glossary): a new term, or the term the table's
// Edit chose, in Korean and English. Checked with the API's shared schema before any call; a side another term
// holds comes back from the server (409, its code naming the side) on that side's field, which takes the focus.
// A save reloads the list, which the server renders, and the reloaded page says what was saved.
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { GlossaryTermBody } from '#core/schemas/search-glossary.ts';
import { errorText, failureText } from '../forms/form-messages.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useSchemaForm } from '../forms/use-schema-form.ts';
import { ApiFailure, callApi } from '../lib/api-client.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { setFlash } from '../lib/local-session.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { $editedTerm, listAfterChange, type EditedTerm } from './editing.ts';
import type { glossaryFormMessageKeys } from './message-keys.ts';
import '../forms/forms.css';

type Messages = Record<(typeof glossaryFormMessageKeys)[number], string>;
type Side = keyof GlossaryTermBody;

type Props = {
  lang: Lang;
  messages: Messages;
  /** The words `?add=` brought, on their side (`glossaryPrefill`). */
  prefill: Partial<GlossaryTermBody>;
  /** The longest term (GLOSSARY_TERM_MAX), handed down so that the schema's module stays out of the page's scripts. */
  max: number;
  /** The envelope's code of a 409 by the side another term holds (`glossaryClashCodes`). */
  clashCodes: Record<Side, number>;
};

const sides = ['ko', 'en'] as const;
const subscribe = (onChange: () => void) => $editedTerm.listen(onChange);
const read = () => $editedTerm.get();
const readOnServer = () => null;

export function GlossaryTermForm({ lang, messages, prefill, max, clashCodes }: Props) {
  useFlashToast(messages);
  const editing = useSyncExternalStore(subscribe, read, readOnServer);
  const added: GlossaryTermBody = { ko: prefill.ko ?? '', en: prefill.en ?? '' };
  const { formRef, ...form } = useSchemaForm<GlossaryTermBody, GlossaryTermBody>({
    unavailableMessage: messages['common.networkError'],
    schema: () => import('#core/schemas/search-glossary.ts').then((schemas) => schemas.glossaryTermBody),
    defaultValues: added,
  });
  const { errors, isSubmitting } = form.formState;
  // the failure of the last save that no field can show (a network failure, a term deleted meanwhile)
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const first: Side = added.ko && !added.en ? 'en' : 'ko';

  // words brought from the search log: the side left to write takes the focus
  useEffect(() => {
    if (prefill.ko || prefill.en) form.setFocus(first);
    // once, when the island starts
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words never change after the page rendered
  }, []);

  // a term chosen in the table: its values in the form, the form in view and its first field focused; none: a new term again
  const shown = useRef<EditedTerm | null>(null);
  useEffect(() => {
    if (editing === shown.current) return;
    shown.current = editing;
    setFailure(null);
    form.reset(editing ? { ko: editing.ko, en: editing.en } : added);
    if (!editing) return;
    // focused first: the focus's own scroll would otherwise cut the page's smooth scroll short, under the header
    form.setFocus('ko');
    sectionRef.current?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another term is chosen: the form's store and the words of `?add=` stay the same
  }, [editing]);

  const cancel = () => {
    const opener = editing?.opener;
    $editedTerm.set(null);
    if (opener) document.getElementById(opener)?.focus();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (editing) await callApi('PUT /api/admin/search-glossary/:id', { params: { id: editing.id }, body: values, lang });
      else await callApi('POST /api/admin/search-glossary', { body: values, lang });
      setFlash(editing ? 'searchGlossary.updated' : 'searchGlossary.created', 'success');
      window.location.assign(listAfterChange());
    } catch (error) {
      const side = error instanceof ApiFailure && error.status === 409 ? sides.find((each) => clashCodes[each] === error.code) : undefined;
      if (side) form.setError(side, { type: 'text', message: error instanceof Error ? error.message : '' }, { shouldFocus: true });
      else setFailure(failureText(error, messages));
    }
  });

  const fieldError = (side: Side) => {
    const error = errors[side];
    return error?.type === 'text' ? error.message : errorText(messages, error, messages[`searchGlossary.field.${side}`], max);
  };

  return (
    <section ref={sectionRef} className="glossary-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{editing ? messages['searchGlossary.editTitle'] : messages['searchGlossary.add']}</h2>
      <p className="form-hint">{messages['searchGlossary.formLead']}</p>
      <form ref={formRef} className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
        <div className="glossary-form-fields">
          {sides.map((side) => (
            <TextField
              key={side}
              label={messages[`searchGlossary.field.${side}`]}
              hint={fillMessage(messages, `searchGlossary.field.${side}Help`, { max })}
              error={fieldError(side)}
              lang={side}
              maxLength={max}
              autoComplete="off"
              {...form.register(side)}
            />
          ))}
        </div>
        <FormAlert text={failure} />
        <div className="form-actions glossary-form-actions">
          <button className="button" type="submit" disabled={isSubmitting}>
            {isSubmitting ? messages['searchGlossary.saving'] : messages['searchGlossary.save']}
          </button>
          {editing && (
            <button className="button button--secondary" type="button" onClick={cancel} disabled={isSubmitting}>
              {messages['searchGlossary.cancel']}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
