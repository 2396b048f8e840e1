// What a save's answer says of its @mentions (issue 32, core/schemas/mention.ts), as the line the writer reads
// before the page moves on: the names that reached nobody, because they cannot see the board or because no one
// (or several people) has that name. Read by the comment box and the post form.
import type { MentionOutcome } from '#core/schemas/mention.ts';
import { fillMessage } from '../lib/fill-message.ts';

export const mentionNoteMessageKeys = ['mention.unreached', 'mention.unknown'] as const;
type Messages = Record<(typeof mentionNoteMessageKeys)[number], string>;

/** The note for a save's answer data (a post or a comment with its `mentions`), or null when every name reached someone. */
export function mentionNote(data: unknown, messages: Messages): string | null {
  const outcome = (data as { mentions?: MentionOutcome } | null | undefined)?.mentions;
  if (!outcome) return null;
  const lines = [];
  if (outcome.unreached.length > 0) lines.push(fillMessage(messages, 'mention.unreached', { names: outcome.unreached.join(', ') }));
  if (outcome.unknown.length > 0) lines.push(fillMessage(messages, 'mention.unknown', { names: outcome.unknown.join(', ') }));
  return lines.length > 0 ? lines.join(' ') : null;
}
