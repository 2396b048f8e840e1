// Reactions (issue "Hearing back", core/schemas/forum-reaction.ts, decision 045): a member gives or takes back one of
// the fixed reactions on a forum post or comment, reads the counts of a post's page with their own marked, and
// lists who reacted. Everything answers only for what the member may see: a post or comment of a restricted
// board they are not listed on, or hidden, answers as one that does not exist.
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema } from '#core/schemas/common.ts';
import {
  noReactions,
  reactionParam,
  reactionPeoplePage,
  reactionPeopleQuery,
  reactionPostQuery,
  reactionPostSummaries,
  reactionSummary,
  type ReactionSummary,
  type ReactionTarget,
} from '#core/schemas/forum-reaction.ts';
import { addReaction, listReactionPeople, reactablePostId, reactionSummaries, removeReaction } from '#db/queries/forum-reaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { readerOfAuth } from '../../lib/reader.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Reactions'];
const signedOut = { 401: { description: 'No member session: sign in first' } };
const unknown = { 404: { description: 'No post or comment the member may see by that id' } };
const summaryAnswer = {
  200: { description: 'The counts now, the member’s own marked', content: { 'application/json': { schema: resolver(envelopeSchema(reactionSummary)) } } },
};

/** The post of the post or comment, as the member may see it now; a 404 otherwise. */
async function postOf(c: Context<AppEnv>, target: ReactionTarget, id: number): Promise<number> {
  const postId = await reactablePostId(c.var.deps.db, readerOfAuth(requireAuth(c)), target, id);
  if (postId === null) throw new ApiError(404, target === 'POST' ? 'forumReaction.postUnknown' : 'forumReaction.commentUnknown');
  return postId;
}

async function summaryOf(c: Context<AppEnv>, postId: number, target: ReactionTarget, id: number): Promise<ReactionSummary> {
  const [summary] = await reactionSummaries(c.var.deps.db, postId, requireAuth(c).user.id, { target, id });
  return summary ?? { target, id, counts: noReactions(), mine: [] };
}

export const forumReactionRoutes = new Hono<AppEnv>()
  .put(
    '/member/reactions/:target/:id/:reaction',
    describeRoute({
      tags,
      summary: 'Gives one reaction to a post or comment; a reaction given already is refused (409) and changes nothing',
      responses: {
        ...summaryAnswer,
        ...signedOut,
        ...unknown,
        409: { description: 'The member gave this reaction already' },
        422: { description: 'An unknown target or reaction' },
      },
    }),
    validate('param', reactionParam),
    async (c) => {
      const choice = c.req.valid('param');
      const postId = await postOf(c, choice.target, choice.id);
      const name = c.var.t(`forumReaction.name.${choice.reaction}`);
      if (!(await addReaction(c.var.deps.db, requireAuth(c).user.id, choice, postId, c.var.deps.now())))
        throw new ApiError(409, 'forumReaction.already', { reaction: name });
      return ok(c, await summaryOf(c, postId, choice.target, choice.id), 'forumReaction.added');
    },
  )
  .delete(
    '/member/reactions/:target/:id/:reaction',
    describeRoute({
      tags,
      summary: 'Takes back one reaction of the member’s; one they had not given is refused (409)',
      responses: {
        ...summaryAnswer,
        ...signedOut,
        ...unknown,
        409: { description: 'The member had not given this reaction' },
        422: { description: 'An unknown target or reaction' },
      },
    }),
    validate('param', reactionParam),
    async (c) => {
      const choice = c.req.valid('param');
      const postId = await postOf(c, choice.target, choice.id);
      const name = c.var.t(`forumReaction.name.${choice.reaction}`);
      if (!(await removeReaction(c.var.deps.db, requireAuth(c).user.id, choice))) throw new ApiError(409, 'forumReaction.notGiven', { reaction: name });
      return ok(c, await summaryOf(c, postId, choice.target, choice.id), 'forumReaction.removed');
    },
  )
  .get(
    '/member/reactions',
    describeRoute({
      tags,
      summary: 'The reactions of a post and of its comments, with the member’s own marked (targets nobody reacted to are left out)',
      responses: {
        200: { description: 'The summaries', content: { 'application/json': { schema: resolver(envelopeSchema(reactionPostSummaries)) } } },
        ...signedOut,
        ...unknown,
      },
    }),
    validate('query', reactionPostQuery),
    async (c) => {
      const postId = await postOf(c, 'POST', c.req.valid('query').postId);
      c.header('cache-control', 'private, no-store');
      return ok(c, { items: await reactionSummaries(c.var.deps.db, postId, requireAuth(c).user.id) });
    },
  )
  .get(
    '/member/reactions/people',
    describeRoute({
      tags,
      summary: 'Who reacted to a post or comment (with one reaction, or any), newest first, by their names',
      responses: {
        200: { description: 'A page of people', content: { 'application/json': { schema: resolver(envelopeSchema(reactionPeoplePage)) } } },
        ...signedOut,
        ...unknown,
      },
    }),
    validate('query', reactionPeopleQuery),
    async (c) => {
      const { target, id, reaction, page, pageSize } = c.req.valid('query');
      await postOf(c, target, id);
      c.header('cache-control', 'private, no-store');
      return ok(c, await listReactionPeople(c.var.deps.db, target, id, reaction, { page, pageSize }));
    },
  );
