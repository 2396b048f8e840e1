// @mentions (issue 32, core/schemas/mention.ts): the names a text mentions, looked up among active members, and
// who of them may see the board (forum-visibility.ts's rule: an open board, else its list and the staff who keep
// the boards); and the suggestions offered while writing, only people who may see the board.
import { and, asc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { MENTION_MOST, MENTION_SUGGESTIONS, mentionCandidates, type MentionOutcome, type MentionSuggestion } from '#core/schemas/mention.ts';
import { schema, type Db } from '../client.ts';

const a = schema.userAccount;
const b = schema.forumBoard;

/** Whether an account may see a board, as SQL over `user_account`. */
function mayReadBoard(boardId: number): SQL {
  const access = schema.forumBoardAccess;
  return or(
    sql`not exists (select 1 from ${b} where ${b.id} = ${boardId} and ${b.isRestricted} = 1)`,
    sql`${a.role} in (${sql.join(
      CONTENT_AUTHORS.map((role) => sql`${role}`),
      sql`, `,
    )})`,
    sql`exists (select 1 from ${access} where ${access.boardId} = ${boardId} and ${access.email} = lower(${a.username}))`,
  ) as SQL;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Members whose name starts with `prefix` and who may see the board, by name. */
export async function suggestMentions(db: Db, boardId: number, prefix: string): Promise<MentionSuggestion[]> {
  return db
    .select({ id: a.id, name: a.name })
    .from(a)
    .where(and(eq(a.status, 'ACTIVE'), like(a.name, sql`${`${escapeLike(prefix)}%`} escape '\\'`), mayReadBoard(boardId)))
    .orderBy(asc(a.name), asc(a.id))
    .limit(MENTION_SUGGESTIONS);
}

export type MentionedMember = { id: number; name: string };

/**
 * Who a text mentions: for each "@", the longest name some active member has; a name several members share is
 * settled by the writer's picks (the suggestions' ids) or else reaches nobody. Answers who may see the board (to
 * tell, at most MENTION_MOST, never the writer), and the names told, unreached and unknown for the writer.
 */
export async function resolveMentions(
  db: Db,
  boardId: number,
  text: string,
  picks: readonly number[],
  writerId: number,
): Promise<{ tell: MentionedMember[]; outcome: MentionOutcome }> {
  const written = mentionCandidates(text);
  const outcome: MentionOutcome = { told: [], unreached: [], unknown: [] };
  if (written.length === 0) return { tell: [], outcome };
  const names = [...new Set(written.flatMap((each) => each.names))];
  const rows = await db
    .select({ id: a.id, name: a.name, mayRead: sql<number>`${mayReadBoard(boardId)}` })
    .from(a)
    .where(and(eq(a.status, 'ACTIVE'), inArray(a.name, names)));
  const tell = new Map<number, MentionedMember>();
  const note = (list: string[], name: string) => {
    if (!list.includes(name)) list.push(name);
  };
  for (const mention of written) {
    // the longest name first: "Emma Clarke" before "Emma"
    const name = mention.names.find((each) => rows.some((row) => row.name === each));
    const holders = name === undefined ? [] : rows.filter((row) => row.name === name);
    const picked = holders.filter((row) => picks.includes(row.id));
    const member = holders.length === 1 ? holders[0] : picked.length === 1 ? picked[0] : undefined;
    if (!member || name === undefined) {
      note(outcome.unknown, name ?? mention.written);
      continue;
    }
    if (member.id === writerId) continue;
    if (!member.mayRead) note(outcome.unreached, member.name);
    else if (tell.size < MENTION_MOST || tell.has(member.id)) tell.set(member.id, { id: member.id, name: member.name });
    else note(outcome.unreached, member.name);
  }
  outcome.told = [...tell.values()].map((member) => member.name);
  return { tell: [...tell.values()], outcome };
}
