// A pre-built model or a shared model as source code (schema.org SoftwareSourceCode): what it does, what it is
// for (its industries and algorithms as keywords), where its code is, who wrote it and when. The code or steps to
// run it stay in the page only (decision 065): copied here, they doubled the largest part of a model's page. The catalogue's fields
// are mapped here, once for both kinds (`modelProperties`): a new field of the catalogue is one line there.
import type { SoftwareSourceCode, SoftwareSourceCodeLeaf } from 'schema-dts';
import type { Lang } from '#core/i18n/locales.ts';
import type { ModelCardView } from '#core/schemas/model-card.ts';
import { cardProperties } from './model-card.ts';
import { itemFields, type PageContext } from './page.ts';
import { organizationRef } from './site.ts';

export type ModelFacts = {
  name: string;
  description: string;
  /** Written in both languages (a pre-built model) or in one (a shared model). */
  written: { lang: Lang } | 'bilingual';
  /** The writer, a member (a shared model); absent: the portal publishes it (a pre-built model). */
  writer?: string | undefined;
  published: string;
  modified?: string | null | undefined;
  industries: readonly string[];
  algorithms: readonly string[];
  /** Where its code is (the how-to-use link). */
  codeRepository?: string | undefined;
  /** Its other links (a paper, a notebook), by name and address. */
  links?: readonly { name: string; url: string }[] | undefined;
  /** The files to download, by absolute address. */
  files?: readonly string[] | undefined;
  /** Its card (task, framework, licence, version…) and when its current version was released. */
  card?: ModelCardView | undefined;
  released?: string | undefined;
};

/** The catalogue's fields as schema.org properties. */
function modelProperties(page: PageContext, facts: ModelFacts): Omit<SoftwareSourceCodeLeaf, '@type'> {
  const keywords = [...facts.industries, ...facts.algorithms];
  const card = cardProperties(page, facts.card, facts);
  // what it is about: its task (the card's), then its algorithms
  const terms = [...(card.task ? [card.task] : []), ...facts.algorithms];
  return {
    name: facts.name,
    description: facts.description,
    author: facts.writer ? { '@type': 'Person', name: facts.writer } : organizationRef(page),
    publisher: organizationRef(page),
    dateCreated: facts.published,
    datePublished: facts.published,
    ...card.properties,
    ...(keywords.length > 0 ? { keywords: keywords.join(', ') } : {}),
    ...(terms.length > 0 ? { about: terms.map((name) => ({ '@type': 'DefinedTerm', name })) } : {}),
    ...(facts.codeRepository ? { codeRepository: facts.codeRepository } : {}),
    ...(facts.links?.length ? { sameAs: facts.links.map((link) => link.url) } : {}),
    ...(facts.files?.length ? { associatedMedia: facts.files.map((contentUrl) => ({ '@type': 'MediaObject', contentUrl })) } : {}),
    isAccessibleForFree: true,
  };
}

export function model(page: PageContext, facts: ModelFacts): SoftwareSourceCode {
  return { '@type': 'SoftwareSourceCode', ...itemFields(page, facts.written), ...modelProperties(page, facts) };
}
