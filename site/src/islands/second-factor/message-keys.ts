// The messages of the second-factor islands (issue 34), by key: the sign-in's second step (on /login), My Page's
// security page and the "lost your device" page. The pages pick them on the server; the islands import these
// lists as types only, so no list of keys reaches the browser (docs/decisions/017-client-chunk-groups.md).
import type { MessageKey } from '#core/i18n/translate.ts';
import { formMessageKeys } from '../lib/message-keys.ts';

// SecondFactorStep.tsx (loaded by the sign-in form when a password was right and a second factor must follow)
export const secondFactorStepMessageKeys = [
  'secondFactor.step.title',
  'secondFactor.step.lead',
  'secondFactor.step.recoveryLead',
  'secondFactor.step.codeLabel',
  'secondFactor.step.recoveryLabel',
  'secondFactor.step.submit',
  'secondFactor.step.submitting',
  'secondFactor.step.useRecovery',
  'secondFactor.step.useApp',
  'secondFactor.step.passkeyLead',
  'secondFactor.step.passkeySubmit',
  'secondFactor.step.usePasskey',
  'secondFactor.step.passkeyCancelled',
  'secondFactor.step.lostDevice',
  'secondFactor.step.startOver',
  'secondFactor.codeFormat',
  'secondFactor.recoveryCodeFormat',
] as const satisfies readonly MessageKey[];

// SecurityPage.tsx (/my-page/security)
export const securityPageMessageKeys = [
  ...formMessageKeys,
  'field.password',
  'myPage.loading',
  'myPage.loadFailed',
  'secondFactor.page.appTitle',
  'secondFactor.page.stateOn',
  'secondFactor.page.stateOff',
  'secondFactor.page.enrolledAt',
  'secondFactor.page.codesLeft_one',
  'secondFactor.page.codesLeft_other',
  'secondFactor.page.enrol',
  'secondFactor.page.enrolTitle',
  'secondFactor.page.enrolStep1',
  'secondFactor.page.enrolStep2',
  'secondFactor.page.enrolStep3',
  'secondFactor.page.qrAlt',
  'secondFactor.page.keyLabel',
  'secondFactor.page.codeLabel',
  'secondFactor.page.confirm',
  'secondFactor.page.cancel',
  'secondFactor.page.codesTitle',
  'secondFactor.page.codesLead',
  'secondFactor.page.codesDone',
  'secondFactor.page.renew',
  'secondFactor.page.renewHint',
  'secondFactor.page.turnOff',
  'secondFactor.page.turnOffTitle',
  'secondFactor.page.turnOffLead',
  'secondFactor.codeFormat',
] as const satisfies readonly (MessageKey | `${string}_${'one' | 'other'}`)[];

export type SecurityMessages = Record<(typeof securityPageMessageKeys)[number], string>;

// RecoverForm.tsx (/second-factor-recovery, where the mailed link lands)
export const recoverMessageKeys = [
  ...formMessageKeys,
  'field.password',
  'secondFactor.recoveryPage.submit',
  'secondFactor.recoveryPage.submitting',
  'secondFactor.recoveryPage.missingToken',
  'secondFactor.recoveryPage.done',
  'secondFactor.recoveryPage.toSecurity',
  'secondFactor.recoveryPage.toHome',
  'secondFactor.recoveryPage.toLogin',
] as const satisfies readonly MessageKey[];
