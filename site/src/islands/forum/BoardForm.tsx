// Registering and editing a forum board (portal spec §3, §5, §6): names in Korean and English and the
// category (required), the order, the tags its posts may carry, and the addresses allowed to see it
// (none: every member and admin). ADMIN and CONTENT_MANAGER only; a save goes to the board's list.
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { BoardAuthorView } from '#core/schemas/forum.ts';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import { plainFrame, plainFrameMessageKeys } from '../authoring/plain-frame.ts';
import { RequiredWord } from '../authoring/RequiredMark.tsx';
import { useAuthoring } from '../authoring/use-authoring.ts';
import { useFieldChecks } from '../authoring/use-field-checks.tsx';

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
  'forum.qnaBoard',
  'forum.qnaBoardHint',
  'forum.boardNameRequired',
  'forum.categoryRequired',
  'forum.boardTagsRequired',
  'forum.sortOrderInvalid',
  'forum.deleteBoardTitle',
  ...plainFrameMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof boardFormMessageKeys)[number], string>;

type Props = { lang: Lang; messages: Messages; initial: BoardAuthorView | null; listHref: string };
const fields = ['nameKr', 'nameEn', 'category', 'sortOrder', 'tags', 'accessEmails'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** What the board is missing or has wrong, by field (portal spec §5). */
function problems(values: Values, messages: Messages): Partial<Record<Field, string>> {
  return {
    ...(values.nameKr.trim() ? {} : { nameKr: messages['forum.boardNameRequired'] }),
    ...(values.nameEn.trim() ? {} : { nameEn: messages['forum.boardNameRequired'] }),
    ...(values.category.trim() ? {} : { category: messages['forum.categoryRequired'] }),
    ...(/^\d{1,4}$/.test(values.sortOrder.trim()) ? {} : { sortOrder: messages['forum.sortOrderInvalid'] }),
    ...(splitList(values.tags, /,/).length > 0 ? {} : { tags: messages['forum.boardTagsRequired'] }),
  };
}

export function BoardForm({ lang, messages, initial, listHref }: Props) {
  const start: Values = {
    nameKr: initial?.nameKr ?? '',
    nameEn: initial?.nameEn ?? '',
    category: initial?.category ?? '',
    sortOrder: String(initial?.sortOrder ?? 0),
    tags: (initial?.tags ?? []).join(', '),
    accessEmails: (initial?.accessEmails ?? []).join('\n'),
  };
  const [values, setValues] = useState(start);
  const [isQna, setIsQna] = useState(initial?.isQna ?? false);
  const checks = useFieldChecks(fields);
  const authoring = useAuthoring(lang, messages, JSON.stringify(values) !== JSON.stringify(start) || isQna !== (initial?.isQna ?? false));
  // Cancel on an edit goes back to the board's own list
  const { frame, removal } = plainFrame(authoring, messages, {
    id: initial?.id,
    listHref,
    detailHref: initial ? `${listHref}?boardId=${initial.id}` : undefined,
  });

  const submit = () =>
    authoring.save({
      check: () => checks.report(problems(values, messages)),
      call: () => {
        const body = {
          nameKr: values.nameKr,
          nameEn: values.nameEn,
          category: values.category,
          sortOrder: Number(values.sortOrder),
          tags: splitList(values.tags, /,/),
          accessEmails: splitList(values.accessEmails, /[\s,;]+/),
          isQna,
        };
        return initial
          ? { key: 'PUT /api/admin/forum-bulletin-menu/:id', params: { id: initial.id }, body }
          : { key: 'POST /api/admin/forum-bulletin-menu', body };
      },
      leaveTo: (saved) => `${listHref}?boardId=${(saved as { id: number }).id}`,
    });

  const field = (name: Field, label: string, options: { required?: boolean; hint?: string; multiline?: boolean; inputMode?: 'numeric' } = {}) => {
    const hintId = `${checks.uid}-${name}-hint`;
    const aria = checks.aria(name, options.required ?? false);
    const describedBy = [options.hint ? hintId : '', aria['aria-describedby'] ?? ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: `${checks.uid}-${name}`,
      className: 'form-input',
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      ...aria,
      'aria-describedby': describedBy,
    };
    return (
      <div className="form-field" data-field={name}>
        <label htmlFor={common.id}>
          {label}
          {options.required ? <RequiredWord messages={messages} /> : ' '}
        </label>
        {options.multiline ? <textarea rows={4} {...common} /> : <input {...common} inputMode={options.inputMode} />}
        {options.hint && (
          <p id={hintId} className="form-hint">
            {options.hint}
          </p>
        )}
        {checks.errorLine(name)}
      </div>
    );
  };

  return (
    <AuthoringForm
      {...frame}
      onSubmit={submit}
      remove={removal(messages['forum.deleteBoardTitle'], (boardId) => ({ key: 'DELETE /api/admin/forum-bulletin-menu/:id', params: { id: boardId } }))}
    >
      {field('nameKr', messages['forum.fieldNameKr'], { required: true })}
      {field('nameEn', messages['forum.fieldNameEn'], { required: true })}
      {field('category', messages['forum.fieldCategory'], { required: true })}
      {field('sortOrder', messages['forum.fieldSortOrder'], { hint: messages['forum.sortOrderHint'], inputMode: 'numeric' })}
      {field('tags', messages['forum.fieldBoardTags'], { required: true, hint: messages['forum.boardTagsHint'] })}
      {field('accessEmails', messages['forum.fieldAccessEmails'], { hint: messages['forum.accessEmailsHint'], multiline: true })}
      <div className="form-field form-check">
        <label>
          <input type="checkbox" checked={isQna} onChange={(event) => setIsQna(event.target.checked)} aria-describedby={`${checks.uid}-qna-hint`} />{' '}
          {messages['forum.qnaBoard']}
        </label>
        <p id={`${checks.uid}-qna-hint`} className="form-hint">
          {messages['forum.qnaBoardHint']}
        </p>
      </div>
    </AuthoringForm>
  );
}
