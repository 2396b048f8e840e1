// The page of glossary terms on the site (issue 31; /search/glossary), rendered on the server with the page:
// both sides, when and by whom each was last changed, and per row Edit (the term goes to the form above:
// editing.ts) and Delete after a confirmation, which reloads the list. The table names each button's term, so
// a screen reader's list of buttons says which row each acts on.
import { useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import { failureText } from '../forms/form-messages.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { $editedTerm, listAfterChange } from './editing.ts';
import type { glossaryTableMessageKeys } from './message-keys.ts';

type Messages = Record<(typeof glossaryTableMessageKeys)[number], string>;

/** A term as the table shows it: `changed` already written in the page's language. */
export type GlossaryRow = { id: number; ko: string; en: string; changed: string; changedBy: string };

type Props = { lang: Lang; messages: Messages; terms: readonly GlossaryRow[] };

const editButtonId = (id: number) => `glossary-edit-${id}`;

export function GlossaryTermTable({ lang, messages, terms }: Props) {
  const [deleting, setDeleting] = useState<GlossaryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const captionId = useId();
  const nameOf = (term: GlossaryRow) => `${term.ko} / ${term.en}`;

  const remove = async (term: GlossaryRow) => {
    setDeleting(null);
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await callApi('DELETE /api/admin/search-glossary/:id', { params: { id: term.id }, lang });
      setFlash('searchGlossary.deleted', 'success');
      window.location.assign(listAfterChange());
    } catch (error) {
      setFailure(failureText(error, messages));
      setBusy(false);
    }
  };

  return (
    <>
      <FormAlert text={failure} />
      {/* a phone stacks each row (search-authoring.css); a table still too wide scrolls sideways, in a region that takes the focus */}
      <div className="search-authoring-scroll scroll-hint" role="region" tabIndex={0} aria-labelledby={captionId}>
        <table className="search-authoring-table glossary-table">
          <caption id={captionId} className="visually-hidden">
            {messages['searchGlossary.listCaption']}
          </caption>
          <thead>
            <tr>
              <th scope="col">{messages['searchGlossary.column.ko']}</th>
              <th scope="col">{messages['searchGlossary.column.en']}</th>
              <th scope="col">{messages['searchGlossary.column.changed']}</th>
              <th scope="col">{messages['searchGlossary.column.changedBy']}</th>
              <th scope="col">{messages['searchGlossary.column.actions']}</th>
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={term.id}>
                <td lang="ko">{term.ko}</td>
                <td lang="en">{term.en}</td>
                <td className="nowrap glossary-meta">{term.changed}</td>
                <td className="glossary-meta">{term.changedBy}</td>
                <td className="glossary-actions">
                  <div className="search-authoring-actions">
                    <button
                      id={editButtonId(term.id)}
                      type="button"
                      className="button button--secondary"
                      aria-label={`${messages['searchGlossary.edit']}: ${nameOf(term)}`}
                      onClick={() => $editedTerm.set({ id: term.id, ko: term.ko, en: term.en, opener: editButtonId(term.id) })}
                    >
                      {messages['searchGlossary.edit']}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={`${messages['searchGlossary.delete']}: ${nameOf(term)}`}
                      onClick={() => setDeleting(term)}
                    >
                      {messages['searchGlossary.delete']}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog
        open={deleting !== null}
        title={messages['searchGlossary.deleteConfirm']}
        body={deleting ? nameOf(deleting) : ''}
        // the buttons say what they do: Delete and Cancel
        messages={{ 'dialog.ok': messages['searchGlossary.delete'], 'dialog.cancel': messages['searchGlossary.cancel'] }}
        onOk={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
