// @mentions in a new post or comment (issue 32, core/schemas/mention.ts): the names the text mentions become
// FORUM_MENTION notifications for those who may see the board, written with the comment (or right after the
// post); the writer gets back who was told and which names reached nobody. And the suggestions offered while
// writing: only people who may see the board.
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import { mentionSuggestions, mentionSuggestQuery, type MentionOutcome } from '#core/schemas/mention.ts';
import type { Db } from '#db/client.ts';
import { resolveMentions, suggestMentions } from '#db/queries/forum-mentions.ts';
import { getBoard } from '#db/queries/forum.ts';
import type { NotificationRow } from '#db/queries/notification.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ok } from '../../lib/envelope.ts';
import { sessionReader } from '../../lib/reader.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** The text a rich-text post reads as, for its mentions: markup out, the entities a sanitised text holds back. */
export const plainTextOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The mention notifications of a new post or comment, and what the writer is told of them. Whoever the write
 * tells already (the post's writer of a comment, the writer answered) is not told twice.
 */
export async function mentionsOf(
  db: Db,
  input: { boardId: number; postId: number; title: string; text: string; picks: readonly number[]; writer: { accountId: number; name: string }; at: Date },
  toldAlready: readonly number[] = [],
): Promise<{ rows: NotificationRow[]; outcome: MentionOutcome }> {
  const { tell, outcome } = await resolveMentions(db, input.boardId, input.text, input.picks, input.writer.accountId);
  const rows = tell
    .filter((member) => !toldAlready.includes(member.id))
    .map((member) => ({
      accountId: member.id,
      kind: 'FORUM_MENTION' as const,
      refObjId: input.postId,
      actorName: input.writer.name,
      subject: input.title,
      createdDate: input.at.toISOString(),
    }));
  return { rows, outcome };
}

export const forumMentionRoutes = new Hono<AppEnv>().get(
  '/member/forum-bulletin-menu/:id/mention-suggestions',
  describeRoute({
    tags: ['Forum'],
    summary: 'Members whose name starts with q and who may see the board (a restricted board: its list and the staff), for @mentions',
    responses: {
      200: { description: 'At most 8, by name', content: { 'application/json': { schema: resolver(envelopeSchema(mentionSuggestions)) } } },
      404: { description: 'No board the member may see' },
    },
  }),
  validate('param', recordIdParam),
  validate('query', mentionSuggestQuery),
  async (c) => {
    const { db } = c.var.deps;
    const board = await getBoard(db, await sessionReader(c), c.req.valid('param').id);
    if (!board) throw new ApiError(404, 'forum.boardNotFound');
    return ok(c, { items: await suggestMentions(db, board.id, c.req.valid('query').q) });
  },
);
