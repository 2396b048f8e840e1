// The files of a model or story (portal spec §3, §5): pick files (or drop them), see what is attached
// with its size, remove any. New files are checked at once against the rules of the upload code
// (extension, size per file, duplicates, total; core/attachment-rules.ts) and refused with a message
// naming each offending file; nothing is uploaded until the form is saved.
import { useId, useRef, useState, type DragEvent } from 'react';
import { allowedExtensions, checkNewFiles, formatSize } from '#core/attachment-rules.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { fillMessage } from '../lib/fill-message.ts';
import { fullName, liveFiles, liveItems, newItem, type FileItem } from './file-items.ts';
import type { FileGroupState } from './use-file-group.ts';

export const attachmentFieldMessageKeys = [
  'editor.chooseFiles',
  'editor.chooseImage',
  'editor.dropHint',
  'editor.allowedFiles',
  'editor.noFiles',
  'editor.newFile',
  'editor.removeFile',
  'editor.thumbnailAlt',
  'editor.requiredMark',
  'resources.errorExtentFile',
  'resources.errorFileSize',
  'resources.errorDuplicate',
  'common.errorMaxTotalSize',
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof attachmentFieldMessageKeys)[number], string>;

export type AttachmentLimits = { maxTotalBytes: number; maxFileBytes: number };

type Props = {
  label: string;
  /** The files of the field's upload code (useFileGroup), with the form's or the server's message. */
  group: Pick<FileGroupState, 'code' | 'items' | 'onChange' | 'error'>;
  limits: AttachmentLimits;
  lang: Lang;
  messages: Messages;
  /** One image with a preview (the story's thumbnail): the picker hides while one is attached. */
  single?: boolean;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
};

/** The stored thumbnail (downloaded by its stored path), or the picked image's blob URL. */
function Preview({ item, alt }: { item: FileItem; alt: string }) {
  const src = item.kind === 'stored' ? `/api${item.stored.storedPath}` : item.previewUrl;
  return src ? <img className="authoring-thumb" src={src} alt={alt} width={160} height={90} /> : null;
}

/** What the content will have once saved, each with its size and a remove button. */
function FileList({
  items,
  single,
  lang,
  messages,
  disabled,
  onRemove,
}: {
  items: readonly FileItem[];
  single: boolean;
  lang: Lang;
  messages: Messages;
  disabled: boolean;
  onRemove: (item: FileItem) => void;
}) {
  return items.length === 0 ? (
    <p className="form-hint">{messages['editor.noFiles']}</p>
  ) : (
    <ul className="authoring-file-list">
      {items.map((item) => {
        const name = fullName(item);
        return (
          <li key={item.key} data-file={name}>
            {single && <Preview item={item} alt={fillMessage(messages, 'editor.thumbnailAlt', { name })} />}
            <span className="authoring-file-name">{name}</span>
            <span className="form-hint">
              {formatSize(item.kind === 'stored' ? item.stored.size : item.size, lang)}
              {item.kind === 'new' && !item.uploaded && ` · ${messages['editor.newFile']}`}
            </span>
            <button
              type="button"
              className="authoring-remove"
              disabled={disabled}
              onClick={() => onRemove(item)}
              aria-label={fillMessage(messages, 'editor.removeFile', { name })}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
                <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export function AttachmentField({
  label,
  group: { code, items, onChange, error },
  limits,
  lang,
  messages,
  single = false,
  required = false,
  disabled = false,
  hint,
}: Props) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [ruleError, setRuleError] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const live = liveItems(items);
  const extensions = allowedExtensions[code];
  const showPicker = !single || live.length === 0;
  const shownError = ruleError ?? error;

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const incoming = single ? files.slice(0, 1) : files;
    const failure = checkNewFiles({ code, existing: liveFiles(items), incoming: incoming.map((file) => ({ name: file.name, size: file.size })), ...limits });
    if (failure) {
      setRuleError(fillMessage(messages, failure.key, failure.values));
      return;
    }
    setRuleError(undefined);
    onChange([...items, ...incoming.map(newItem)]);
  };

  const remove = (target: FileItem) => {
    setRuleError(undefined);
    if (target.kind === 'new' && target.previewUrl) URL.revokeObjectURL(target.previewUrl);
    onChange(items.flatMap((item) => (item.key !== target.key ? [item] : item.kind === 'stored' ? [{ ...item, removed: true }] : [])));
    inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <fieldset className="authoring-files" aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`} data-code={code}>
      <legend className="authoring-legend">
        {label}
        {required && (
          <span className="authoring-required" aria-label={messages['editor.requiredMark']}>
            {' '}
            *
          </span>
        )}
      </legend>
      <div
        className={dragging ? 'authoring-drop authoring-drop--active' : 'authoring-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div id={`${id}-hint`} className="form-hint">
          {hint && <p>{hint}</p>}
          <p>
            {fillMessage(messages, 'editor.allowedFiles', {
              extensions: extensions.join(', '),
              maxFile: formatSize(limits.maxFileBytes),
              maxTotal: formatSize(limits.maxTotalBytes),
            })}
          </p>
          {showPicker && <p>{messages['editor.dropHint']}</p>}
        </div>
        {showPicker && (
          <label className="button button--secondary authoring-pick focus-within-ring">
            {single ? messages['editor.chooseImage'] : messages['editor.chooseFiles']}
            <input
              ref={inputRef}
              className="visually-hidden"
              type="file"
              multiple={!single}
              accept={extensions.map((extension) => `.${extension}`).join(',')}
              disabled={disabled}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                add([...(event.target.files ?? [])]);
                // the same file may be picked again after a refusal or a removal
                event.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <p id={`${id}-error`} className="form-error" role="alert">
        {shownError}
      </p>
      <FileList items={live} single={single} lang={lang} messages={messages} disabled={disabled} onRemove={remove} />
    </fieldset>
  );
}
