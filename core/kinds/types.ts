// What a kind of content declares, once (decision 039). Each file of this folder but this one and
// file-types.ts declares one kind; scripts/kinds-index.ts lists them in index.ts, and every registry that
// spans the kinds (uploads, usage types, search tabs, screens, calls, menus, pages) reads that list.
// A declaration holds data only and imports types and file-type lists, so the browser, the Worker and the
// console can all read the index without pulling in a kind's schemas or queries.
import type { MessageKey } from '../i18n/translate.ts';

/** Who reads a kind's rows: everyone (public pages, listed for search engines), or the partner area. */
export type KindReaders = 'everyone' | 'partnerArea';

/**
 * Who opens a screen of the kind: `everyone`, signed-in `members`, the `partnerArea` (PARTNER, STAFF,
 * ADMIN) or the content `authors` (ADMIN, CONTENT_MANAGER).
 */
export type KindAudience = 'everyone' | 'members' | 'partnerArea' | 'authors';

/** A screen (page route) of the kind, as the spec names it: `:name` for a path segment. */
export type KindScreen = {
  route: string;
  openTo: KindAudience;
  /** A page a search engine should list (list pages of public kinds). */
  sitemap?: true;
  /** Korean only: the English counterpart is the English home (portal spec §2). */
  koreanOnly?: true;
  /** Where a reader outside the audience is sent; `/` unless said. */
  denied?: '/login';
};

/** The header menus a kind's entry can stand in (their message keys). */
export type KindMenu = 'nav.resources' | 'nav.education' | 'nav.community' | 'nav.partner';

/** The icons a kind's console list can take in the navigation (admin/src/app/screens.tsx imports each, by this name). */
export type ConsoleIcon = 'PlaySquareOutlined' | 'QuestionCircleOutlined';

/**
 * The calls of the kind's routes, by the session they read and the roles they admit (core/auth/calls.ts):
 * `open` public, `member` any member, `partner` the partner area, `author` content authors (either
 * session). Each is `'METHOD /path'`, with the body kind after it when not JSON (`content`, `upload`).
 */
export type KindCalls = Partial<Record<'open' | 'member' | 'partner' | 'author', readonly string[]>>;

export type KindDeclaration = {
  /**
   * A stable number under 16, never reused or renumbered: the search index's rowids carry it
   * (db/queries/search/rowid.ts), and the kinds are listed in its order.
   */
  number: number;
  /** Its name in the console and in search, in both languages. */
  nameKey: MessageKey;
  /** The name of one of its rows (a forum post, a video), as the usage history lists what was used. */
  itemKey: MessageKey;
  readers: KindReaders;
  /** Its upload codes, each with the file extensions it takes (lower case; each needs a content check in edge-api/src/lib/file-signature.ts). */
  uploads: Readonly<Record<string, readonly string[]>>;
  /**
   * Its upload codes whose images the public pages show (a story's thumbnail): stored at upload with
   * WebP copies in the pages' widths and a share card beside the original (core/pictures.ts, decision 056).
   */
  pictures?: readonly string[];
  /**
   * The site-wide search tab its rows are found under: the category (the calls' `categoryName`), the
   * tab's place (a stable number: the index's rowids carry it too) and its label. Kinds may share a tab.
   */
  search: { category: string; tab: number; nameKey: MessageKey };
  /** The screen that opens one row, with its id in the route (`:id`) or in `?id=`; a kind without a detail page names its list. */
  detail: { route: string; idInQuery?: true };
  /** Every screen of the kind, its list first (the menu entry opens it): list, detail, register, edit. */
  screens: readonly KindScreen[];
  /**
   * Its list in the admin console (ADMINS only), where it has one: the route core/auth/screens.ts admits, and
   * the screen admin/src/app/screens.tsx makes with `consoleList`.
   */
  console?: `/admin/${string}`;
  /**
   * With `console`: its console list's title (the screen's heading and its entry among the content screens of
   * the navigation) and icon. admin/src/app/screens.tsx makes the screen from them and the list component of
   * the feature the route names (`/admin/video`: `features/video/components/video-list.tsx`, `VideoList`).
   */
  consoleList?: { title: MessageKey; icon: ConsoleIcon };
  /** Its entry in a header menu, placed by `order` among the menu's entries. */
  menu?: { menu: KindMenu; order: number; key: MessageKey; openTo?: 'partnerArea'; koreanOnly?: true };
  calls: KindCalls;
  /**
   * Members may bookmark its rows (issue "Hearing back", decision 045): a kind whose rows everyone may open
   * one by one. Bookmarks re-check the kind's visibility rule (db/kinds/ `search.visible`) on every read.
   */
  bookmark?: true;
  /**
   * Members may watch its rows one by one (issue "Hearing back", decision 047): told when one they watch is
   * updated. A kind whose rows everyone may open; the forum's posts are watched by their own targets.
   */
  watch?: true;
  /**
   * Its newest rows are offered as an Atom feed in each language (issue "Found and shared", decision 058),
   * linked from its list page (core/feeds.ts): a kind whose rows everyone may read. `boards` names the forum's
   * page of one board (its id in the route): each open board has a feed of its own besides, linked from there.
   */
  feed?: true | { boards: string };
};

/** Declares a kind, keeping its literal values (the types of the registries are derived from them). */
export const defineKind = <const K extends KindDeclaration>(kind: K): K => kind;
