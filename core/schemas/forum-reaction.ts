// Reactions (issue "Hearing back", decision 045): a member answers a forum post or comment with one or more of
// a small fixed set of reactions; everyone who may see the board sees the counts, members see who reacted.
// The set is declared here once: the table's column, the calls, the buttons and their labels read it.
import * as v from 'valibot';
import { MAX_RECORD_ID, pageQuery, pageSchema, pageSizeQuery, parseRecordId } from './common.ts';

/** The reactions, in the order the buttons show them; each has `forumReaction.name.<REACTION>` in both catalogues. */
export const reactionKinds = ['LIKE', 'THANKS', 'INSIGHTFUL', 'CELEBRATE'] as const;
export type ReactionKind = (typeof reactionKinds)[number];

/** Each reaction's emoji, shown before its label (the label is what a screen reader reads). */
export const reactionEmoji: Readonly<Record<ReactionKind, string>> = { LIKE: '👍', THANKS: '🙏', INSIGHTFUL: '💡', CELEBRATE: '🎉' };

export const reactionTargets = ['POST', 'COMMENT'] as const;
export type ReactionTarget = (typeof reactionTargets)[number];

/** The page size of the list of who reacted. */
export const REACTION_PEOPLE_PAGE_SIZE = 20;

const target = v.picklist(reactionTargets, 'forumReaction.targetInvalid');
const reaction = v.picklist(reactionKinds, 'forumReaction.kindInvalid');
const targetId = v.pipe(
  v.string('forumReaction.targetUnknown'),
  v.check((text) => parseRecordId(text) !== null, 'forumReaction.targetUnknown'),
  v.transform(Number),
);

/** PUT and DELETE /api/member/reactions/:target/:id/:reaction: gives or takes back one reaction. */
export const reactionParam = v.object({ target, id: targetId, reaction });
export type ReactionChoice = v.InferOutput<typeof reactionParam>;

/** The counts of one post's or comment's reactions, and which of them are the reader's. */
export const reactionSummary = v.object({
  target: v.picklist(reactionTargets),
  id: v.number(),
  counts: v.pipe(v.record(v.picklist(reactionKinds), v.number()), v.description('Every reaction of the set, 0 when nobody gave it')),
  mine: v.pipe(v.array(v.picklist(reactionKinds)), v.description("The reader's own reactions (empty for a visitor)")),
});
/** A summary as the API writes it: every reaction of the set counted (valibot reads a record's keys as optional). */
export type ReactionSummary = Omit<v.InferOutput<typeof reactionSummary>, 'counts'> & { counts: Record<ReactionKind, number> };

/** GET /api/member/reactions?postId=…: the summaries of a post and of its comments the reader may see. */
export const reactionPostQuery = v.object({
  postId: v.pipe(
    v.string('forumReaction.targetUnknown'),
    v.check((text) => parseRecordId(text) !== null, 'forumReaction.targetUnknown'),
    v.transform(Number),
    v.maxValue(MAX_RECORD_ID),
  ),
});
export const reactionPostSummaries = v.object({ items: v.array(reactionSummary) });

/** GET /api/member/reactions/people?target=…&id=…: who reacted to one post or comment, newest first. */
export const reactionPeopleQuery = v.object({
  target,
  id: targetId,
  reaction: v.optional(reaction),
  page: pageQuery,
  pageSize: pageSizeQuery(REACTION_PEOPLE_PAGE_SIZE),
});
export const reactionPersonView = v.object({
  name: v.pipe(v.string(), v.description("The member's name as their account holds it")),
  reaction: v.picklist(reactionKinds),
  createdAt: v.string(),
});
export type ReactionPersonView = v.InferOutput<typeof reactionPersonView>;
export const reactionPeoplePage = pageSchema(reactionPersonView);

/** Every reaction of the set at zero: a summary's counts start from it. */
export const noReactions = (): Record<ReactionKind, number> => Object.fromEntries(reactionKinds.map((kind) => [kind, 0])) as Record<ReactionKind, number>;
