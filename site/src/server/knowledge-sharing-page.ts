// What the knowledge-sharing detail and edit pages decide per reader: whether the reader may change an
// entry (its writer, or a moderator: ADMIN and CONTENT_MANAGER, as the API decides). Views count once per
// visit (edge-api/src/lib/visit-views.ts). A detail page is the same for every reader of a class (decision
// 014): visitors, members (the writer's tools hidden, with the writer's id, for the browser to show the
// writer) and moderators.
import type { AstroGlobal } from 'astro';
import type { Auth } from '#api/lib/session.ts';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { translator } from '#core/i18n/translate.ts';
import type { Db } from '#db/client.ts';
import { paths } from '../lib/routes.ts';
import { localizePath } from '../lib/urls.ts';
import { recordKindView } from './content-usage.ts';
import { keepForVisitorsOrClass } from './reader-class.ts';
import { loadRecordPage } from './record-page.ts';

/** Whether the signed-in reader may edit and delete an entry written by the account `insById`. */
export function mayChange(auth: Auth | null, insById: number | null): boolean {
  if (!auth) return false;
  return CONTENT_AUTHORS.includes(auth.user.role) || (insById !== null && insById === auth.user.id);
}

/** The writer's tools on an entry's page: shown (a moderator's class), kept for the writer to find (a member's), or none. */
export type OwnerTools = { shown: boolean; writerId: number | null } | undefined;

/**
 * The writer's tools of an entry written by `insById`, as the page renders them for the reader's class, and
 * the page kept once per class (lib/reader-classes.ts `authors`).
 */
export async function ownerToolsOf(astro: AstroGlobal, insById: number | null): Promise<OwnerTools> {
  const auth = await astro.locals.session();
  keepForVisitorsOrClass(astro, auth !== null, { class: 'authors' });
  if (!auth) return undefined;
  return CONTENT_AUTHORS.includes(auth.user.role) ? { shown: true, writerId: insById } : { shown: false, writerId: insById };
}

/** What differs between the two kinds' pages: the entry's query, its kind, its name and description. */
type KnowledgeEntry<Item> = {
  get: (db: Db, id: number) => Promise<Item | null>;
  kind: 'KNOWLEDGE_MODEL' | 'KNOWLEDGE_DATA_SET';
  name: (item: Item) => string;
  description: (item: Item) => string;
};

/**
 * What a shared model's or data set's page starts from: the entry (or "Not found"), its view (counted once
 * per visit by the front door: the page shows the stored count, the same for every reader), and the props of
 * its frame (components/knowledge-sharing/KnowledgeDetailPage.astro): its head, the writer's tools for the
 * reader's class and the way to its list.
 */
export async function loadKnowledgePage<Item extends { insById: number | null }>(astro: AstroGlobal, entry: KnowledgeEntry<Item>) {
  const page = await loadRecordPage(astro, entry.get);
  if (page instanceof Response) return page;
  const { lang, id, item } = page;
  const t = translator(lang);
  const model = entry.kind === 'KNOWLEDGE_MODEL';
  const name = entry.name(item);
  recordKindView(astro, lang, entry.kind, id, name, `${model ? 'm' : 'd'}${id}`);
  const tools = await ownerToolsOf(astro, item.insById);
  const editHref = localizePath(model ? paths.knowledgeEditModel(id) : paths.knowledgeEditDataSet(id), lang);
  const frame = {
    lang,
    name,
    description: entry.description(item),
    descriptionId: model ? 'model-description' : 'data-set-description',
    path: model ? paths.knowledgeModelDetail(id) : paths.knowledgeDataSetDetail(id),
    list: {
      href: localizePath(model ? paths.knowledgeModelList : paths.knowledgeDataSetList, lang),
      title: t(model ? 'knowledge.modelsTitle' : 'knowledge.dataSetsTitle'),
      back: t(model ? 'knowledge.backToModels' : 'knowledge.backToDataSets'),
    },
    bookmark: { kind: entry.kind, id },
    owner: tools && { ...tools, editHref, deleteCall: `/api/member/knowledge-sharing/${id}?type=${model ? 'model' : 'dataset'}` },
  };
  return { lang, item, t, frame };
}
