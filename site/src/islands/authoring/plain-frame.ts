// The frame of a form held in plain state (a forum post or board, a partner question: portal spec §4,
// §5), as useContentAuthoring gives it to the content forms: the save's failure shown in the page too,
// Cancel back to the item (or to the list on a registration), Delete on the edit page only.
import type { MessageKey } from '#core/i18n/translate.ts';
import { formActionsMessageKeys } from './FormActions.tsx';
import type { DeleteCall } from './save-call.ts';
import { authoringFailureMessageKeys, type Authoring } from './use-authoring.ts';

/** The frame's strings: the lead, the required word after a label, the actions and a save's failure. */
export const plainFrameMessageKeys = [
  'editor.requiredNote',
  'editor.requiredMark',
  ...formActionsMessageKeys,
  ...authoringFailureMessageKeys,
] as const satisfies readonly MessageKey[];

type Place = {
  /** The item's id on the edit page. */
  id?: number | undefined;
  listHref: string;
  /** The item's page, where Cancel goes on the edit page. */
  detailHref?: string | undefined;
};

export function plainFrame<M>(authoring: Authoring, messages: M, { id, listHref, detailHref }: Place) {
  return {
    /** The AuthoringForm props these forms pass the same way. */
    frame: { authoring, messages, failureInPage: true, cancelHref: detailHref ?? listHref },
    /** Delete, on the edit page only; it goes to `to` (the list unless said). */
    removal: (title: string, call: (id: number) => DeleteCall, to = listHref) => (id === undefined ? undefined : { title, call: call(id), listHref: to }),
  };
}
