// Writing and editing a forum post (portal spec §2, §3, §5): the board (the ones the member may see),
// title, rich-text content, at least one of the board's tags, and files (upload code FORUM_BULLETIN_BOARD,
// the rules of core/attachment-rules.ts, sent to the members' upload call). The server checks it all
// again; a save or a delete goes to the list (spec §4).
import { useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { AttachmentField, attachmentFieldMessageKeys, type AttachmentLimits } from '../authoring/AttachmentField.tsx';
import { AuthoringForm } from '../authoring/AuthoringForm.tsx';
import type { StoredFile } from '../authoring/file-items.ts';
import { plainFrame, plainFrameMessageKeys } from '../authoring/plain-frame.ts';
import { RequiredWord } from '../authoring/RequiredMark.tsx';
import { RichTextField } from '../authoring/RichTextField.tsx';
import { useAuthoring } from '../authoring/use-authoring.ts';
import { isBlankHtml, useFieldChecks } from '../authoring/use-field-checks.tsx';
import { useFileGroup } from '../authoring/use-file-group.ts';
import { richTextEditorMessageKeys } from '../rich-text/rich-text-messages.ts';
import { mentionNote, mentionNoteMessageKeys } from '../thread/mention-note.ts';
import { SavedNote } from '../thread/SavedNote.tsx';
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
  'resources.errorFileContent',
  'forum.backToList',
  ...mentionNoteMessageKeys,
  ...plainFrameMessageKeys,
  ...attachmentFieldMessageKeys,
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

/** The board's tags offered as boxes: at least one is ticked (portal spec §5). */
function TagChoices({
  board,
  tags,
  onChange,
  checks,
  messages,
}: {
  board: BoardOption | undefined;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  checks: ReturnType<typeof useFieldChecks<'tags'>>;
  messages: Messages;
}) {
  const hintId = `${checks.uid}-tags-hint`;
  return (
    <fieldset className="authoring-codes" data-field="tags" aria-describedby={`${hintId} ${checks.aria('tags')['aria-describedby'] ?? ''}`.trim()}>
      <legend>
        {messages['forum.fieldTags']}
        <RequiredWord messages={messages} />
      </legend>
      <p id={hintId} className="form-hint">
        {board ? messages['forum.tagsHint'] : messages['forum.tagsNeedBoard']}
      </p>
      {board && (
        <div className="forum-tag-choices">
          {board.tags.map((tag) => (
            <label key={tag} className="forum-tag-choice">
              <input
                type="checkbox"
                checked={tags.includes(tag)}
                onChange={(event) => onChange(event.target.checked ? [...tags, tag] : tags.filter((item) => item !== tag))}
              />
              {tag}
            </label>
          ))}
        </div>
      )}
      {checks.errorLine('tags')}
    </fieldset>
  );
}

export function PostForm({ lang, messages, boards, initial, id, limits, listHref, detailHref }: Props) {
  const [boardId, setBoardId] = useState<number | null>(initial.boardId);
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [tags, setTags] = useState<string[]>(initial.tags);
  const files = useFileGroup('FORUM_BULLETIN_BOARD', initial.attachments, '/api/member/upload-attachment');
  const checks = useFieldChecks(['boardId', 'title', 'content', 'tags'] as const);
  const dirty = title !== initial.title || content !== initial.content || boardId !== initial.boardId || tags.join() !== initial.tags.join() || files.changed;
  const authoring = useAuthoring(lang, messages, dirty);
  const { frame, removal } = plainFrame(authoring, messages, { id, listHref, detailHref });
  const board = boards.find((item) => item.id === boardId);
  const mark = <RequiredWord messages={messages} />;

  const submit = () =>
    authoring.save({
      files: [files],
      check: () =>
        checks.report({
          ...(board ? {} : { boardId: messages['forum.boardRequired'] }),
          ...(title.trim() === '' ? { title: messages['forum.titleRequired'] } : {}),
          ...(isBlankHtml(content) ? { content: messages['forum.contentRequired'] } : {}),
          ...(tags.length === 0 ? { tags: messages['forum.tagRequired'] } : {}),
        }),
      call: (attached) => {
        const body = { boardId, title, content, tags, attachments: attached(files, 'ATTACHMENT') };
        return id === undefined ? { key: 'POST /api/member/forum-bulletin', body } : { key: 'PUT /api/member/forum-bulletin/:id', params: { id }, body };
      },
      leaveTo: () => listHref,
      // a new post's @mentions that reached nobody are said before the form goes to the list
      noteOf: (data) => mentionNote(data, messages),
    });

  const { held } = authoring;
  if (held) return <SavedNote note={held.note} goOn={messages['forum.backToList']} onGoOn={() => authoring.leave(held.href)} />;

  return (
    <AuthoringForm
      {...frame}
      onSubmit={submit}
      remove={removal(messages['forum.deletePostTitle'], (postId) => ({ key: 'DELETE /api/member/forum-bulletin/:id', params: { id: postId } }))}
    >
      {checks.select('boardId', {
        label: messages['forum.fieldBoard'],
        mark,
        placeholder: messages['forum.chooseBoard'],
        options: boards.map((item) => ({ value: String(item.id), label: item.name })),
        value: boardId ?? '',
        onChange: (event) => {
          const next = Number(event.target.value) || null;
          setBoardId(next);
          // the tags belong to the board: keep only those the new board offers
          const offered = boards.find((item) => item.id === next)?.tags ?? [];
          setTags((current) => current.filter((tag) => offered.includes(tag)));
        },
      })}
      {checks.textInput(
        'title',
        <>
          {messages['forum.fieldTitle']}
          {mark}
        </>,
        { value: title, maxLength: 200, onChange: (event) => setTitle(event.target.value) },
      )}
      <RichTextField
        label={messages['forum.fieldContent']}
        mark={mark}
        dataField="content"
        initialHtml={initial.content}
        onChange={setContent}
        messages={messages}
        error={checks.errors.content}
        disabled={authoring.disabled}
      />
      <TagChoices board={board} tags={tags} onChange={setTags} checks={checks} messages={messages} />
      <AttachmentField label={messages['forum.fieldAttachments']} group={files} limits={limits} lang={lang} messages={messages} disabled={authoring.disabled} />
    </AuthoringForm>
  );
}
