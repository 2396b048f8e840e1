// The frame of every authoring form (portal spec §4, §5): the lead, the failure of the last save where
// the form shows it in the page, the form's fields, then the actions (Save, Cancel with its warning,
// Delete on the edit pages) wired to the form's save state.
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useEarlyInput } from '../forms/early-input.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { FormActions, type formActionsMessageKeys } from './FormActions.tsx';
import type { DeleteCall } from './save-call.ts';
import type { Authoring } from './use-authoring.ts';
import '../forms/forms.css';
import './authoring.css';

type Props = {
  authoring: Authoring;
  messages: Record<(typeof formActionsMessageKeys)[number] | 'editor.requiredNote', string>;
  /** The form's lead (what the required mark means): the catalogue's own unless the form says another. */
  lead?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  formRef?: RefObject<HTMLFormElement | null>;
  /** Shows the last save's failure above the fields too (besides the toast). */
  failureInPage?: boolean;
  /** Where Cancel goes (after the warning). */
  cancelHref: string;
  /** The delete's dialog title, call and the list it goes to: on the edit pages only. */
  remove?: { title: string; call: DeleteCall; listHref: string } | undefined;
  children: ReactNode;
};

export function AuthoringForm({
  authoring,
  messages,
  lead = messages['editor.requiredNote'],
  onSubmit,
  formRef,
  failureInPage = false,
  cancelHref,
  remove,
  children,
}: Props) {
  // what an author typed or ticked before the form was live is taken up once it is; a schema form's (given its
  // `formRef`) by its own hook
  const own = useRef<HTMLFormElement | null>(null);
  useEarlyInput(formRef ? undefined : own);
  return (
    <form
      ref={formRef ?? own}
      className="authoring-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
      noValidate
      aria-busy={authoring.disabled || undefined}
    >
      <p className="form-hint">{lead}</p>
      {failureInPage && <FormAlert text={authoring.failure} />}
      {children}
      <FormActions
        messages={messages}
        busy={authoring.busy}
        progress={authoring.progress}
        onLeave={() => authoring.leave(cancelHref)}
        remove={remove && { title: remove.title, run: () => void authoring.remove(remove.call, remove.listHref) }}
      />
    </form>
  );
}
