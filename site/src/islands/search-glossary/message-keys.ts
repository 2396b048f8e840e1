// The messages of the search glossary page's islands (issue 31), by key: the page picks them on the server and
// the islands import the lists as types only, so they do not ship to the browser (member/message-keys.ts).
import type { MessageKey } from '#core/i18n/translate.ts';
import { formMessageKeys } from '../lib/message-keys.ts';

/** What a save or a delete leaves for the reloaded list to say (useFlashToast). */
export const glossarySavedMessageKeys = ['searchGlossary.created', 'searchGlossary.updated', 'searchGlossary.deleted'] as const satisfies readonly MessageKey[];

// GlossaryTermForm.tsx
export const glossaryFormMessageKeys = [
  ...formMessageKeys,
  ...glossarySavedMessageKeys,
  'searchGlossary.koRequired',
  'searchGlossary.enRequired',
  'searchGlossary.koTooLong',
  'searchGlossary.enTooLong',
  'searchGlossary.koNeedsHangul',
  'searchGlossary.enHasHangul',
  'searchGlossary.enNeedsWord',
  'searchGlossary.add',
  'searchGlossary.editTitle',
  'searchGlossary.formLead',
  'searchGlossary.field.ko',
  'searchGlossary.field.en',
  'searchGlossary.field.koHelp',
  'searchGlossary.field.enHelp',
  'searchGlossary.save',
  'searchGlossary.saving',
  'searchGlossary.cancel',
] as const satisfies readonly MessageKey[];

// GlossaryTermTable.tsx
export const glossaryTableMessageKeys = [
  'searchGlossary.listCaption',
  'searchGlossary.column.ko',
  'searchGlossary.column.en',
  'searchGlossary.column.changed',
  'searchGlossary.column.changedBy',
  'searchGlossary.column.actions',
  'searchGlossary.edit',
  'searchGlossary.delete',
  'searchGlossary.deleteConfirm',
  'searchGlossary.cancel',
  'common.networkError',
  'api.validation',
] as const satisfies readonly MessageKey[];
