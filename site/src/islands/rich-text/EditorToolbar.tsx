// The rich-text editor's toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End
// move between the buttons; toggles say whether they are on (aria-pressed). Every command produces
// only tags of core/rich-text.ts.
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { fillMessage } from '../lib/fill-message.ts';
import type { toolbarMessageKeys } from './rich-text-messages.ts';

type Messages = Record<(typeof toolbarMessageKeys)[number], string>;

type Tool = {
  key: (typeof toolbarMessageKeys)[number];
  glyph: string;
  run: (editor: Editor) => void;
  /** For toggles: whether it is on where the cursor is. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const tools = (openLink: () => void): Tool[] => [
  { key: 'editor.bold', glyph: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'editor.italic', glyph: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'editor.heading2', glyph: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'editor.heading3', glyph: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'editor.bulletList', glyph: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'editor.orderedList', glyph: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'editor.blockquote', glyph: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'editor.codeBlock', glyph: '</>', run: (e) => e.chain().focus().toggleCodeBlock().run(), active: (e) => e.isActive('codeBlock') },
  { key: 'editor.link', glyph: '🔗', run: openLink, active: (e) => e.isActive('link') },
  { key: 'editor.undo', glyph: '↶', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { key: 'editor.redo', glyph: '↷', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

type Props = { editor: Editor; fieldLabel: string; messages: Messages; onLink: () => void; disabled?: boolean };

export function EditorToolbar({ editor, fieldLabel, messages, onLink, disabled = false }: Props) {
  const list = tools(onLink);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // the toolbar re-renders only when what it shows changes, not on every keystroke
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => list.map((tool) => ({ active: tool.active?.(e) ?? null, enabled: tool.enabled?.(e) ?? true })),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = list.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setCurrent(index);
    buttons.current[index]?.focus();
  };

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={fillMessage(messages, 'editor.toolbar', { field: fieldLabel })} onKeyDown={move}>
      {list.map((tool, index) => {
        const toolState = state?.[index];
        return (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="rich-text-tool"
            // the glyph is drawn by CSS (rich-text.css): the button's name is its label, and no text of
            // the button contradicts it
            data-glyph={tool.glyph}
            tabIndex={index === current ? 0 : -1}
            aria-label={messages[tool.key]}
            title={messages[tool.key]}
            aria-pressed={toolState?.active ?? undefined}
            // aria-disabled keeps the button reachable with the arrow keys (a disabled one cannot take focus)
            aria-disabled={disabled || toolState?.enabled === false ? true : undefined}
            onFocus={() => setCurrent(index)}
            onClick={() => {
              if (!disabled && toolState?.enabled !== false) tool.run(editor);
            }}
          />
        );
      })}
    </div>
  );
}
