// A forum post with its thread (schema.org DiscussionForumPosting): Google's required author, datePublished and
// text, its title and board, its tags, its views, comments and reactions as interaction counts, and each comment
// (Comment) with its writer, dates, reactions and replies. A comment deleted with replies keeps its place
// without its text, as on the page.
import type { Comment, DiscussionForumPosting, InteractionCounter } from 'schema-dts';
import type { Lang } from '#core/i18n/locales.ts';
import { itemFields, type PageContext } from './page.ts';

export type ForumCommentFacts = {
  id: number;
  text: string;
  writer: string;
  published: string;
  modified: string | null;
  deleted: boolean;
  /** Its reactions, all kinds together. */
  reactions: number;
  replies?: readonly ForumCommentFacts[];
};

export type ForumPostFacts = {
  title: string;
  text: string;
  lang: Lang;
  writer: string;
  published: string;
  modified: string | null;
  board: string;
  tags: readonly string[];
  views: number;
  reactions: number;
  comments: readonly ForumCommentFacts[];
};

const counter = (action: 'ViewAction' | 'CommentAction' | 'LikeAction', count: number): InteractionCounter => ({
  '@type': 'InteractionCounter',
  interactionType: { '@type': action },
  userInteractionCount: count,
});

function comment(page: PageContext, facts: ForumCommentFacts): Comment {
  const replies = facts.replies ?? [];
  return {
    '@type': 'Comment',
    '@id': `${page.url}#comment-${facts.id}`,
    url: `${page.url}#comment-${facts.id}`,
    ...(facts.deleted ? {} : { text: facts.text, author: { '@type': 'Person', name: facts.writer } }),
    datePublished: facts.published,
    ...(facts.modified ? { dateModified: facts.modified } : {}),
    ...(facts.reactions > 0 ? { interactionStatistic: counter('LikeAction', facts.reactions) } : {}),
    ...(replies.length > 0 ? { commentCount: replies.length, comment: replies.map((reply) => comment(page, reply)) } : {}),
  };
}

/** The comments shown, replies included (a deleted comment's place does not count). */
const commentCount = (comments: readonly ForumCommentFacts[]): number =>
  comments.reduce((sum, each) => sum + (each.deleted ? 0 : 1) + commentCount(each.replies ?? []), 0);

export function forumPost(page: PageContext, facts: ForumPostFacts): DiscussionForumPosting {
  const comments = commentCount(facts.comments);
  return {
    '@type': 'DiscussionForumPosting',
    ...itemFields(page, { lang: facts.lang }),
    headline: facts.title,
    text: facts.text,
    author: { '@type': 'Person', name: facts.writer },
    datePublished: facts.published,
    ...(facts.modified ? { dateModified: facts.modified } : {}),
    articleSection: facts.board,
    ...(facts.tags.length > 0 ? { keywords: facts.tags.join(', ') } : {}),
    commentCount: comments,
    interactionStatistic: [counter('ViewAction', facts.views), counter('CommentAction', comments), counter('LikeAction', facts.reactions)],
    comment: facts.comments.map((each) => comment(page, each)),
  };
}
