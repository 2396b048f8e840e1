// Where a failed save's message is shown besides the toast (portal spec §5): next to the field it is
// about when its text is one of that field's messages, and next to the files of a failed upload.
import type { MessageKey } from '#core/i18n/translate.ts';
import { fieldOfMessage, GroupUploadError } from './save-flow.ts';
import type { FileGroupState } from './use-file-group.ts';

/** The messages of core/attachment-rules.ts (and the server's content check) about a form's files. */
export const attachmentRuleMessageKeys = [
  'resources.errorExtentFile',
  'resources.errorFileSize',
  'resources.errorDuplicate',
  'common.errorMaxTotalSize',
  'resources.errorFileContent',
] as const satisfies readonly MessageKey[];

export const attachmentRuleMessages = (messages: Record<(typeof attachmentRuleMessageKeys)[number], string>) =>
  attachmentRuleMessageKeys.map((key) => messages[key]);

type Places<F extends string> = {
  /** Each form field with the messages that are about it. */
  fields?: readonly (readonly [F, readonly string[]])[];
  /** Each file group with the messages that are about it (a failed upload goes to its own group). */
  files?: readonly (readonly [FileGroupState, readonly string[]])[];
  /** Shows the text on a form field (and moves the focus there). */
  onField?: (field: F, text: string) => void;
};

export function placeFailure<F extends string>(failure: unknown, text: string, { fields = [], files = [], onField }: Places<F>): void {
  if (failure instanceof GroupUploadError) {
    files.find(([group]) => group.code === failure.code)?.[0].setError(text);
    return;
  }
  const field = fieldOfMessage(text, fields);
  if (field) {
    onField?.(field, text);
    return;
  }
  files.find(([, templates]) => fieldOfMessage(text, [['files', templates]] as const))?.[0].setError(text);
}
