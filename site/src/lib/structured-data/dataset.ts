// A shared data set (schema.org Dataset): Google's required name and description, with its keywords (what it is
// used for, its industries), its source, who shared it and when, where else it can be fetched and its files.
import type { Dataset } from 'schema-dts';
import type { Lang } from '#core/i18n/locales.ts';
import { itemFields, type PageContext } from './page.ts';
import { organizationRef } from './site.ts';

export type DatasetFacts = {
  name: string;
  description: string;
  lang: Lang;
  writer: string | null;
  published: string;
  modified: string | null;
  keywords: readonly string[];
  /** Where the data comes from, as the writer named it. */
  source: string;
  /** Its links, where the data can be fetched. */
  links: readonly string[];
  /** Its files, by absolute address and type. */
  files: readonly { url: string; name: string; type: string }[];
};

export function dataset(page: PageContext, facts: DatasetFacts): Dataset {
  return {
    '@type': 'Dataset',
    ...itemFields(page, { lang: facts.lang }),
    name: facts.name,
    description: facts.description,
    ...(facts.writer ? { creator: { '@type': 'Person', name: facts.writer } } : {}),
    publisher: organizationRef(page),
    datePublished: facts.published,
    ...(facts.modified ? { dateModified: facts.modified } : {}),
    ...(facts.keywords.length > 0 ? { keywords: [...facts.keywords] } : {}),
    ...(facts.source ? { citation: facts.source } : {}),
    ...(facts.links.length > 0 ? { sameAs: [...facts.links] } : {}),
    ...(facts.files.length > 0
      ? {
          distribution: facts.files.map((file) => ({
            '@type': 'DataDownload',
            name: file.name,
            contentUrl: file.url,
            encodingFormat: file.type.split(';')[0]!.trim(),
          })),
        }
      : {}),
    isAccessibleForFree: true,
  };
}
