// The files section of a content form: its heading and the one attachment field of the form's files.
import type { ComponentProps } from 'react';
import { AttachmentField } from './AttachmentField.tsx';
import { AuthoringSection } from './AuthoringSection.tsx';

type Props = Omit<ComponentProps<typeof AttachmentField>, 'label' | 'messages'> & {
  /** The section's heading id. */
  id: string;
  messages: ComponentProps<typeof AttachmentField>['messages'] & Record<'editor.sectionFiles' | 'editor.fieldAttachments', string>;
};

export function FilesSection({ id, messages, ...field }: Props) {
  return (
    <AuthoringSection id={id} title={messages['editor.sectionFiles']}>
      <AttachmentField label={messages['editor.fieldAttachments']} messages={messages} {...field} />
    </AuthoringSection>
  );
}
