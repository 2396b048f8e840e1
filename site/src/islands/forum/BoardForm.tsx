// Registering and editing a forum board (portal spec §3, §5, §6): names in Korean and English and the
// category (required), the order, the tags its posts may carry, and the addresses allowed to see it
// (none: every member and admin). ADMIN and CONTENT_MANAGER only; a save goes to the board's list.
import { useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { BoardAuthorView } from '#core/schemas/forum.ts';
import { FormActions, formActionsMessageKeys } from '../authoring/FormActions.tsx';
import { authoringFailureMessageKeys, savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import '../authoring/authoring.css';
import '../forms/forms.css';

export const boardFormMessageKeys = [
  'forum.fieldNameKr',
  'forum.fieldNameEn',
  'forum.fieldCategory',
  'forum.fieldSortOrder',
  'forum.sortOrderHint',
  'forum.fieldBoardTags',
  'forum.boardTagsHint',
  'forum.fieldAccessEmails',
  'forum.accessEmailsHint',
  'forum.boardNameRequired',
  'forum.categoryRequired',
  'forum.boardTagsRequired',
  'forum.sortOrderInvalid',
  'forum.deleteBoardTitle',
  'editor.requiredNote',
  'editor.requiredMark',
  ...formActionsMessageKeys,
  ...authoringFailureMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof boardFormMessageKeys)[number], string>;

type Props = { lang: Lang; messages: Messages; initial: BoardAuthorView | null; listHref: string };
type Field = 'nameKr' | 'nameEn' | 'category' | 'sortOrder' | 'tags' | 'accessEmails';

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

export function BoardForm({ lang, messages, initial, listHref }: Props) {
  const uid = useId();
  const start = {
    nameKr: initial?.nameKr ?? '',
    nameEn: initial?.nameEn ?? '',
    category: initial?.category ?? '',
    sortOrder: String(initial?.sortOrder ?? 0),
    tags: (initial?.tags ?? []).join(', '),
    accessEmails: (initial?.accessEmails ?? []).join('\n'),
  };
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const authoring = useAuthoring(lang, messages, JSON.stringify(values) !== JSON.stringify(start));
  const disabled = authoring.busy !== 'idle';
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.nameKr.trim()) found.nameKr = messages['forum.boardNameRequired'];
    if (!values.nameEn.trim()) found.nameEn = messages['forum.boardNameRequired'];
    if (!values.category.trim()) found.category = messages['forum.categoryRequired'];
    if (!/^\d{1,4}$/.test(values.sortOrder.trim())) found.sortOrder = messages['forum.sortOrderInvalid'];
    if (splitList(values.tags, /,/).length === 0) found.tags = messages['forum.boardTagsRequired'];
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    authoring.setBusy('saving');
    const body = {
      nameKr: values.nameKr,
      nameEn: values.nameEn,
      category: values.category,
      sortOrder: Number(values.sortOrder),
      tags: splitList(values.tags, /,/),
      accessEmails: splitList(values.accessEmails, /[\s,;]+/),
    };
    try {
      const saved = await callApi<{ id: number }>(initial ? `/api/admin/forum-bulletin-menu/${initial.id}` : '/api/admin/forum-bulletin-menu', {
        method: initial ? 'PUT' : 'POST',
        body,
        lang,
      });
      setFlash(initial ? 'resources.updateSuccess' : 'resources.createSuccess', 'success');
      authoring.leave(`${listHref}?boardId=${saved.data.id}`);
    } catch (error) {
      setFailure(savingFailureText(error, messages));
      authoring.fail(error);
    }
  };

  const field = (name: Field, label: string, options: { required?: boolean; hint?: string; multiline?: boolean; inputMode?: 'numeric' } = {}) => {
    const describedBy = [options.hint ? `${uid}-${name}-hint` : '', errors[name] ? `${uid}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: `${uid}-${name}`,
      className: 'form-input',
      value: values[name],
      onChange: set(name),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-required': options.required ? true : undefined,
      'aria-describedby': describedBy,
    };
    return (
      <div className="form-field">
        <label htmlFor={`${uid}-${name}`}>
          {label} {options.required && <span aria-hidden="true">{messages['editor.requiredMark']}</span>}
        </label>
        {options.multiline ? <textarea rows={4} {...common} /> : <input {...common} inputMode={options.inputMode} />}
        {options.hint && (
          <p id={`${uid}-${name}-hint`} className="form-hint">
            {options.hint}
          </p>
        )}
        {errors[name] && (
          <p id={`${uid}-${name}-error`} className="form-error">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{messages['editor.requiredNote']}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {field('nameKr', messages['forum.fieldNameKr'], { required: true })}
      {field('nameEn', messages['forum.fieldNameEn'], { required: true })}
      {field('category', messages['forum.fieldCategory'], { required: true })}
      {field('sortOrder', messages['forum.fieldSortOrder'], { hint: messages['forum.sortOrderHint'], inputMode: 'numeric' })}
      {field('tags', messages['forum.fieldBoardTags'], { required: true, hint: messages['forum.boardTagsHint'] })}
      {field('accessEmails', messages['forum.fieldAccessEmails'], { hint: messages['forum.accessEmailsHint'], multiline: true })}
      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(initial ? `${listHref}?boardId=${initial.id}` : listHref)}
        remove={
          initial
            ? { title: messages['forum.deleteBoardTitle'], run: () => void authoring.remove(`/api/admin/forum-bulletin-menu/${initial.id}`, listHref) }
            : undefined
        }
      />
    </form>
  );
}
