// The Atom feeds (decision 058) as a reader's feed program meets them: each kind's feed and an open board's, in
// both languages, follows the feed rules (edge-api/src/testing/atom-rules.ts) at the address its list page
// names in <link rel="alternate">; a new post is in its feeds at once; a restricted board has no feed.
import { checkAtomFeed } from '#api/testing/atom-rules.ts';
import { contentKinds } from '#core/content-kinds.ts';
import { feedKinds, feedPathOf } from '#core/feeds.ts';
import { langs } from '#core/i18n/locales.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { expect, test } from './support/fixture.ts';
import { at, msg, signInByApi, uniqueStamp } from './support/portal.ts';

/** A list page of each kind with a feed: its route, a product's channel for the videos. */
const listPageOf = (route: string) => route.replace(':product', 'machine-learning');
const feedLinks = /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]+)"/g;

test("every kind's feed follows the feed rules in both languages, named by its list page", async ({ request, baseURL }) => {
  for (const kind of feedKinds) {
    for (const lang of langs) {
      const page = await request.get(at(lang, listPageOf(kindDeclarations[kind].screens[0].route)));
      expect(page.status(), kind).toBe(200);
      const links = [...(await page.text()).matchAll(feedLinks)];
      const feedUrl = `${baseURL}${at(lang, feedPathOf({ kind }))}`;
      expect(
        links.map(([, title, href]) => [title, href]),
        kind,
      ).toContainEqual([msg(lang, 'feed.linkTitle', { name: msg(lang, contentKinds[kind].nameKey) }), feedUrl]);
      const feed = await request.get(feedUrl);
      expect(feed.status(), feedUrl).toBe(200);
      expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(feed.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
      const { problems, entries, feed: root } = checkAtomFeed(await feed.text(), feedUrl);
      expect(problems, feedUrl).toEqual([]);
      expect(root['@xml:lang']).toBe(lang);
      expect(entries.length, feedUrl).toBeGreaterThan(0);
      // every entry's page opens
      const [first] = entries as { link: { '@href': string }[] }[];
      expect((await request.get(first!.link[0]!['@href'])).status(), feedUrl).toBe(200);
    }
  }
});

test("a new post is in the forum's feed and its board's at once; a restricted board has no feed", async ({ browser, baseURL, request }) => {
  const stamp = uniqueStamp();
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signInByApi(member, 'member@hanbit-manufacturing.co.kr', DEMO_PASSWORD);
  const boards = (await (await request.get('/api/public/forum-bulletin-menu')).json()) as { data: { id: number; tags: string[] }[] };
  const board = boards.data[0]!;
  const title = `Feed check <b>&amp; "${stamp}"`;
  const created = await member.request.post('/api/member/forum-bulletin', {
    data: { boardId: board.id, title, content: '<p>첫 줄 & 둘째 줄</p>', tags: board.tags.slice(0, 1) },
  });
  expect(created.status(), await created.text()).toBe(201);
  for (const path of [feedPathOf({ kind: 'FORUM' }), feedPathOf({ kind: 'FORUM', board: board.id })]) {
    const url = `${baseURL}${at('en', path)}`;
    const { problems, entries } = checkAtomFeed(await (await request.get(url)).text(), url);
    expect(problems, url).toEqual([]);
    const titles = (entries as { title: { '#text': string }[] }[]).map((entry) => entry.title[0]!['#text']);
    expect(titles, url).toContain(title);
  }
  // the forum's list of that board offers its feed
  const list = await (await request.get(`/en/community/community-forum-list?boardId=${board.id}`)).text();
  expect([...list.matchAll(feedLinks)].map(([, , href]) => href)).toContain(`${baseURL}${at('en', feedPathOf({ kind: 'FORUM', board: board.id }))}`);
  await context.close();

  // the demo's restricted board (readable by the partner) has no feed, and is named by none
  const partner = await browser.newContext({ baseURL });
  const partnerPage = await partner.newPage();
  await signInByApi(partnerPage, 'partner@dataworks-partner.co.kr', DEMO_PASSWORD);
  const seen = (await (await partnerPage.request.get('/api/public/forum-bulletin-menu')).json()) as { data: { id: number }[] };
  const restricted = seen.data.find((item) => !boards.data.some((open) => open.id === item.id));
  expect(restricted, 'the demo content has a restricted board').toBeDefined();
  expect((await request.get(feedPathOf({ kind: 'FORUM', board: restricted!.id }))).status()).toBe(404);
  const partnersList = await (await partnerPage.request.get(`/community/community-forum-list?boardId=${restricted!.id}`)).text();
  expect([...partnersList.matchAll(feedLinks)].map(([, , href]) => href)).toEqual([`${baseURL}${feedPathOf({ kind: 'FORUM' })}`]);
  await partner.close();
  expect((await request.get('/feeds/no-such-kind.xml')).status()).toBe(404);
  expect((await request.get('/feeds/pre-built-model/1.xml')).status()).toBe(404);
});
