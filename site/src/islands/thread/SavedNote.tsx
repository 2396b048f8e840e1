// What a saved form shows in its place when the answer said something the writer should read before the page
// moves on (a post's or comment's @mentions that reached nobody): the note, and the one button that goes on,
// which takes the focus from the form's button that went away.
import { useEffect, useRef } from 'react';

export function SavedNote({ note, goOn, onGoOn }: { note: string; goOn: string; onGoOn: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="forum-comment-box">
      <p role="status">{note}</p>
      <button ref={button} className="button" type="button" onClick={onGoOn}>
        {goOn}
      </button>
    </div>
  );
}
