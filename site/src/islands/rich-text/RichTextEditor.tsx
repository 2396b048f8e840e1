// A rich-text field of the island forms (tiptap): a labelled editable region with its toolbar,
// giving HTML to the form. The schema holds only what core/rich-text.ts allows (headings 2 to 4,
// lists, quotes, code, links with an allowed scheme), so the editor cannot produce a tag the
// sanitisers drop; the initial HTML goes through the browser's sanitiser before the editor parses it.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { NEW_WINDOW_REL, richTextLinkSchemes } from '#core/rich-text.ts';
import { sanitizeInBrowser } from '../lib/sanitize-browser.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { LinkDialog, type LinkValue } from './LinkDialog.tsx';
import type { richTextEditorMessageKeys } from './rich-text-messages.ts';
import './rich-text.css';

type Messages = Record<(typeof richTextEditorMessageKeys)[number], string>;

type Props = {
  /** The id of the element that names the region (the field's label). */
  labelId: string;
  /** The field's name for the toolbar's label ("Overview, Korean"). */
  fieldLabel: string;
  /** The stored HTML when the editor starts; later changes of the prop are ignored. */
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  messages: Messages;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
};

const allowedLink = new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i');

export function RichTextEditor({ labelId, fieldLabel, initialHtml, onChange, onBlur, messages, describedBy, invalid = false, disabled = false }: Props) {
  const [link, setLink] = useState<LinkValue | null>(null);
  const attributes: Record<string, string> = {
    class: 'rich-text-content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';

  const editor = useEditor(
    {
      // rendered in the browser only: the server's HTML of the island has the empty frame
      immediatelyRender: false,
      // the pages' CSP allows no injected <style>; rich-text.css styles the editor
      injectCSS: false,
      editable: !disabled,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3, 4] },
          // StarterKit v3 brings Link: configured here, not registered a second time
          link: {
            openOnClick: false,
            autolink: true,
            protocols: ['ftp', 'mailto'],
            HTMLAttributes: { rel: null, target: null },
            isAllowedUri: (url) => allowedLink.test(url),
          },
        }),
      ],
      content: typeof window === 'undefined' ? '' : sanitizeInBrowser(initialHtml),
      editorProps: { attributes },
      onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
      onBlur: () => onBlur?.(),
    },
    [],
  );

  // keep the region's description and state in step with the form (errors come and go)
  const attributeKey = JSON.stringify(attributes);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attributeKey) as Record<string, string> }, editable: !disabled });
  }, [editor, attributeKey, disabled]);

  const openLink = () => {
    if (!editor) return;
    const current = editor.getAttributes('link') as { href?: string; target?: string };
    setLink({ href: current.href ?? '', newWindow: current.target === '_blank' });
  };

  const applyLink = ({ href, newWindow }: LinkValue) => {
    setLink(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href, target: newWindow ? '_blank' : null, rel: newWindow ? NEW_WINDOW_REL : null }).run();
  };

  return (
    <div className={invalid ? 'rich-text-editor rich-text-editor--invalid focus-within-ring' : 'rich-text-editor focus-within-ring'}>
      {editor && <EditorToolbar editor={editor} fieldLabel={fieldLabel} messages={messages} onLink={openLink} disabled={disabled} />}
      <EditorContent editor={editor} />
      {/* made when asked for, outside the page's form: its own <form> inside another is invalid HTML, which
          the browser's parser undoes, and React then threw away the server's form on every load (its error 418) */}
      {link !== null &&
        createPortal(
          <LinkDialog
            initial={link}
            messages={messages}
            onDone={applyLink}
            onCancel={() => {
              setLink(null);
              editor?.commands.focus();
            }}
          />,
          document.body,
        )}
    </div>
  );
}
