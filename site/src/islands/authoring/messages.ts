// The strings both authoring forms need, gathered once; each form adds its own fields' names.
import type { MessageKey } from '#core/i18n/translate.ts';
import { flashMessageKeys, formMessageKeys } from '../lib/message-keys.ts';
import { attachmentFieldMessageKeys } from './AttachmentField.tsx';
import { bilingualMessageKeys } from './bilingual-parts.tsx';
import { classificationMessageKeys } from './ClassificationSection.tsx';
import { formActionsMessageKeys } from './FormActions.tsx';
import { howToUseTypeMessageKeys } from './HowToUseType.tsx';
import { authoringFailureMessageKeys } from './use-authoring.ts';

export const sharedFormMessageKeys = [
  'editor.requiredNote',
  'editor.sectionTexts',
  'editor.sectionClassification',
  'editor.sectionHowToUse',
  'editor.sectionFiles',
  'editor.fieldTitle',
  'editor.fieldOverview',
  'editor.fieldPainPoint',
  'editor.fieldValuePoint',
  'editor.fieldIndustry',
  'editor.fieldAlgorithm',
  'editor.fieldAttachments',
  'editor.howToUseUrlLabel',
  'editor.howToUseUrlHint',
  'editor.howToUseCodeLabel',
  'resources.invalidHowToUseUrl',
  'resources.errorFileContent',
  'validation.code',
  ...bilingualMessageKeys,
  ...classificationMessageKeys,
  ...howToUseTypeMessageKeys,
  ...attachmentFieldMessageKeys,
  ...formActionsMessageKeys,
  ...formMessageKeys,
  ...authoringFailureMessageKeys,
  // an error flash (the session ended) can land on the form's page
  ...flashMessageKeys,
] as const satisfies readonly MessageKey[];
