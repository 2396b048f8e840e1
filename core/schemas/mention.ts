// @mentions in forum posts and comments (issue 32): a member writes "@" and a name; the suggestions offer only
// people who may see the board (a restricted board: its list and the staff). The server reads the names from the
// text when it is saved; whoever may see the board is told, and the writer hears of every name that reached
// nobody: someone who cannot see the board, or a name no member has.
import * as v from 'valibot';

/** The most people one post or comment tells by mention; the rest are named back to the writer. */
export const MENTION_MOST = 10;
/** How many suggestions one query answers. */
export const MENTION_SUGGESTIONS = 8;
/** The longest name a mention reads after "@" (account names are at most 30 characters). */
export const MENTION_NAME_MAX = 30;

/**
 * The names mentioned in a text: after each "@" at the start or after a space, the longest run of up to three
 * words; the server looks each prefix up, so "@Emma Clarke thanks" finds "Emma Clarke" and "@김민수님" finds
 * nobody named "김민수님" but "김민수" (a particle or honorific glued to the name).
 */
export function mentionCandidates(text: string): { written: string; names: string[] }[] {
  const found: { written: string; names: string[] }[] = [];
  for (const match of text.matchAll(/(?:^|[\s(])@([^\s@]+(?: [^\s@]+){0,2})/gu)) {
    const words = (match[1] ?? '').slice(0, MENTION_NAME_MAX + 10);
    const prefixes = new Set<string>();
    const parts = words.split(' ');
    for (let count = parts.length; count >= 1; count--) {
      const phrase = parts
        .slice(0, count)
        .join(' ')
        .replace(/[.,!?;:)\]}'"…]+$/u, '');
      // the phrase and its shorter heads, so a particle glued to a Korean name still finds it
      for (let end = phrase.length; end >= 1 && phrase.length - end <= 3; end--) prefixes.add(phrase.slice(0, end));
    }
    const names = [...prefixes].filter((name) => name.length > 0 && name.length <= MENTION_NAME_MAX);
    found.push({ written: (parts[0] ?? '').replace(/[.,!?;:)\]}'"…]+$/u, ''), names });
  }
  return found;
}

/** GET /api/member/forum-bulletin-menu/:id/mention-suggestions?q=…: names that start with `q`. */
export const mentionSuggestQuery = v.object({
  q: v.pipe(v.string('mention.queryInvalid'), v.trim(), v.minLength(1, 'mention.queryInvalid'), v.maxLength(MENTION_NAME_MAX, 'mention.queryInvalid')),
});

export const mentionSuggestion = v.object({ id: v.number(), name: v.string() });
export type MentionSuggestion = v.InferOutput<typeof mentionSuggestion>;
export const mentionSuggestions = v.object({ items: v.array(mentionSuggestion) });

/** What the mentions of a new post or comment did: who was told, who may not see the board, names nobody has. */
export const mentionOutcome = v.object({
  told: v.array(v.string()),
  unreached: v.pipe(v.array(v.string()), v.description('Mentioned people who may not see the board: told nothing')),
  unknown: v.pipe(v.array(v.string()), v.description('Names after "@" that no member has, or several have (pick one from the suggestions)')),
});

/** The people the writer picked from the suggestions (their ids), which settle a name several members share. */
export const mentionPicks = v.optional(
  v.pipe(
    v.array(v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid')), 'validation.invalid'),
    v.maxLength(MENTION_MOST, 'validation.invalid'),
  ),
);
export type MentionOutcome = v.InferOutput<typeof mentionOutcome>;
