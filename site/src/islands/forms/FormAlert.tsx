// The failure of a form's save or of an action's call, said at once to a screen reader; nothing while
// there is none.
export function FormAlert({ text }: { text: string | false | null | undefined }) {
  return text ? (
    <p className="form-error" role="alert">
      {text}
    </p>
  ) : null;
}
