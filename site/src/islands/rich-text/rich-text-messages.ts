// The words of the rich-text editor, apart from its components so that a form can list them without
// loading the editor (a form without rich text must not ship tiptap).
import type { MessageKey } from '#core/i18n/translate.ts';
import { dialogMessageKeys } from '../ui/Dialog.tsx';

export const toolbarMessageKeys = [
  'editor.toolbar',
  'editor.bold',
  'editor.italic',
  'editor.heading2',
  'editor.heading3',
  'editor.bulletList',
  'editor.orderedList',
  'editor.blockquote',
  'editor.codeBlock',
  'editor.link',
  'editor.undo',
  'editor.redo',
] as const satisfies readonly MessageKey[];

export const linkDialogMessageKeys = [
  'editor.linkTitle',
  'editor.linkUrl',
  'editor.linkHint',
  'editor.linkInvalid',
  'editor.linkNewWindow',
  ...dialogMessageKeys,
] as const satisfies readonly MessageKey[];

export const richTextEditorMessageKeys = [...toolbarMessageKeys, ...linkDialogMessageKeys] as const satisfies readonly MessageKey[];
