// A success story as an article (schema.org Article): Google's required headline, image, datePublished and
// author, with the portal as author and publisher (the stories are the company's, written by its authors).
import type { Article } from 'schema-dts';
import { itemFields, type PageContext } from './page.ts';
import { organizationRef } from './site.ts';

export type ArticleFacts = {
  title: string;
  description: string;
  /** The picture's absolute address (the story's thumbnail). */
  image: string;
  published: string;
  modified: string | null;
  keywords: readonly string[];
};

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LIMIT = 110;

export function article(page: PageContext, facts: ArticleFacts): Article {
  const headline = facts.title.length > HEADLINE_LIMIT ? `${facts.title.slice(0, HEADLINE_LIMIT - 1)}…` : facts.title;
  return {
    '@type': 'Article',
    ...itemFields(page, 'bilingual'),
    headline,
    name: facts.title,
    description: facts.description,
    image: [facts.image],
    datePublished: facts.published,
    dateModified: facts.modified ?? facts.published,
    author: organizationRef(page),
    publisher: organizationRef(page),
    ...(facts.keywords.length > 0 ? { keywords: facts.keywords.join(', ') } : {}),
  };
}
