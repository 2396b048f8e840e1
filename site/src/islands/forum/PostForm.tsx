// Writing and editing a forum post (portal spec §2, §3, §5): the board (the ones the member may see),
// title, rich-text content, at least one of the board's tags, and files (upload code FORUM_BULLETIN_BOARD,
// the rules of core/attachment-rules.ts, sent to the members' upload call). The server checks it all
// again; a save or a delete goes to the list (spec §4).
import { useId, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { AttachmentField, attachmentFieldMessageKeys, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { attachmentChanges, filesChanged, storedItems, type FileItem, type StoredFile } from '../authoring/file-items.ts';
import { FormActions, formActionsMessageKeys } from '../authoring/FormActions.tsx';
import { uploadGroups } from '../authoring/save-flow.ts';
import { authoringFailureMessageKeys, savingFailureText, useAuthoring } from '../authoring/use-authoring.ts';
import { callApi } from '../lib/api-client.ts';
import { setFlash } from '../lib/local-session.ts';
import { RichTextEditor, richTextEditorMessageKeys } from '../rich-text/RichTextEditor.tsx';
import '../authoring/authoring.css';
import '../forms/forms.css';
import '../thread/thread.css';

export const postFormMessageKeys = [
  'forum.fieldBoard',
  'forum.chooseBoard',
  'forum.fieldTitle',
  'forum.fieldContent',
  'forum.fieldTags',
  'forum.tagsHint',
  'forum.tagsNeedBoard',
  'forum.fieldAttachments',
  'forum.boardRequired',
  'forum.titleRequired',
  'forum.contentRequired',
  'forum.tagRequired',
  'forum.deletePostTitle',
  'editor.requiredNote',
  'editor.requiredMark',
  'resources.errorFileContent',
  ...attachmentFieldMessageKeys,
  ...formActionsMessageKeys,
  ...authoringFailureMessageKeys,
  ...richTextEditorMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof postFormMessageKeys)[number], string>;

export type BoardOption = { id: number; name: string; tags: string[] };
export type PostInitial = { boardId: number | null; title: string; content: string; tags: string[]; attachments: StoredFile[] };

type Props = {
  lang: Lang;
  messages: Messages;
  boards: readonly BoardOption[];
  initial: PostInitial;
  /** The post's id on the edit page. */
  id?: number | undefined;
  limits: AttachmentLimits;
  listHref: string;
  detailHref?: string | undefined;
};

type Errors = Partial<Record<'boardId' | 'title' | 'content' | 'tags', string>>;

const isBlank = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export function PostForm({ lang, messages, boards, initial, id, limits, listHref, detailHref }: Props) {
  const uid = useId();
  const [boardId, setBoardId] = useState<number | null>(initial.boardId);
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [files, setFiles] = useState<FileItem[]>(() => storedItems(initial.attachments));
  const [filesError, setFilesError] = useState<string | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const dirty =
    title !== initial.title || content !== initial.content || boardId !== initial.boardId || tags.join() !== initial.tags.join() || filesChanged(files);
  const authoring = useAuthoring(lang, messages, dirty);
  const board = boards.find((item) => item.id === boardId);
  const disabled = authoring.busy !== 'idle';

  const check = (): Errors => {
    const found: Errors = {};
    if (!board) found.boardId = messages['forum.boardRequired'];
    if (title.trim() === '') found.title = messages['forum.titleRequired'];
    if (isBlank(content)) found.content = messages['forum.contentRequired'];
    if (tags.length === 0) found.tags = messages['forum.tagRequired'];
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    const first = (['boardId', 'title', 'content', 'tags'] as const).find((field) => found[field]);
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"] :is(select, input, [contenteditable])`)?.focus();
      return;
    }
    authoring.setBusy('saving');
    try {
      const [uploaded = files] = await uploadGroups(
        [{ code: 'FORUM_BULLETIN_BOARD', items: files, path: '/api/member/upload-attachment' }],
        lang,
        authoring.setProgress,
        (_, items) => setFiles(items),
      );
      const body = { boardId, title, content, tags, attachments: attachmentChanges(uploaded, 'ATTACHMENT') };
      await callApi(id === undefined ? '/api/member/forum-bulletin' : `/api/member/forum-bulletin/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        lang,
      });
      setFlash(id === undefined ? 'resources.createSuccess' : 'resources.updateSuccess', 'success');
      authoring.leave(listHref);
    } catch (error) {
      const text = savingFailureText(error, messages);
      setFailure(text);
      authoring.fail(error);
    }
  };

  const describedError = (field: keyof Errors) => (errors[field] ? `${uid}-${field}-error` : undefined);
  const errorLine = (field: keyof Errors) =>
    errors[field] && (
      <p id={`${uid}-${field}-error`} className="form-error">
        {errors[field]}
      </p>
    );

  return (
    <form className="authoring-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={disabled || undefined}>
      <p className="form-hint">{messages['editor.requiredNote']}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="form-field" data-field="boardId">
        <label htmlFor={`${uid}-board`}>
          {messages['forum.fieldBoard']} <span aria-hidden="true">{messages['editor.requiredMark']}</span>
        </label>
        <select
          id={`${uid}-board`}
          className="form-input"
          value={boardId ?? ''}
          aria-required
          aria-invalid={errors.boardId ? true : undefined}
          aria-describedby={describedError('boardId')}
          onChange={(event) => {
            const next = Number(event.target.value) || null;
            setBoardId(next);
            // the tags belong to the board: keep only those the new board offers
            const offered = boards.find((item) => item.id === next)?.tags ?? [];
            setTags((current) => current.filter((tag) => offered.includes(tag)));
          }}
        >
          <option value="">{messages['forum.chooseBoard']}</option>
          {boards.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        {errorLine('boardId')}
      </div>
      <div className="form-field" data-field="title">
        <label htmlFor={`${uid}-title`}>
          {messages['forum.fieldTitle']} <span aria-hidden="true">{messages['editor.requiredMark']}</span>
        </label>
        <input
          id={`${uid}-title`}
          className="form-input"
          value={title}
          maxLength={200}
          aria-required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedError('title')}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errorLine('title')}
      </div>
      <div className="form-field" data-field="content">
        <span className="form-label" id={`${uid}-content-label`}>
          {messages['forum.fieldContent']} <span aria-hidden="true">{messages['editor.requiredMark']}</span>
        </span>
        <RichTextEditor
          labelId={`${uid}-content-label`}
          fieldLabel={messages['forum.fieldContent']}
          initialHtml={initial.content}
          onChange={setContent}
          messages={messages}
          describedBy={describedError('content')}
          invalid={Boolean(errors.content)}
          disabled={disabled}
        />
        {errorLine('content')}
      </div>
      <fieldset className="authoring-codes" data-field="tags" aria-describedby={`${uid}-tags-hint ${describedError('tags') ?? ''}`.trim()}>
        <legend>
          {messages['forum.fieldTags']} <span aria-hidden="true">{messages['editor.requiredMark']}</span>
        </legend>
        <p id={`${uid}-tags-hint`} className="form-hint">
          {board ? messages['forum.tagsHint'] : messages['forum.tagsNeedBoard']}
        </p>
        {board && (
          <div className="forum-tag-choices">
            {board.tags.map((tag) => (
              <label key={tag} className="forum-tag-choice">
                <input
                  type="checkbox"
                  checked={tags.includes(tag)}
                  onChange={(event) => setTags((current) => (event.target.checked ? [...current, tag] : current.filter((item) => item !== tag)))}
                />
                {tag}
              </label>
            ))}
          </div>
        )}
        {errorLine('tags')}
      </fieldset>
      <AttachmentField
        label={messages['forum.fieldAttachments']}
        code="FORUM_BULLETIN_BOARD"
        items={files}
        onChange={(items) => {
          setFiles(items);
          setFilesError(undefined);
        }}
        limits={limits}
        lang={lang}
        messages={messages}
        error={filesError}
        disabled={disabled}
      />
      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(detailHref ?? listHref)}
        remove={
          id === undefined
            ? undefined
            : { title: messages['forum.deletePostTitle'], run: () => void authoring.remove(`/api/member/forum-bulletin/${id}`, listHref) }
        }
      />
    </form>
  );
}
