import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import { article } from './article.ts';
import { breadcrumbList } from './breadcrumb.ts';
import { dataset } from './dataset.ts';
import { headedSections, questions } from './faq.ts';
import { forumPost } from './forum.ts';
import { itemList } from './item-list.ts';
import { jsonLdText } from './json-ld.ts';
import { model } from './model.ts';
import { writtenIn, type PageContext } from './page.ts';
import { organization, webSite } from './site.ts';
import { softwareApplication } from './software.ts';
import { video } from './video.ts';
import { pageGraph } from './web-page.ts';

const SITE = 'https://portal.example.com';
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** A page's context as DocumentHead makes it, at `path`, in `lang`, existing in `alternates`. */
function pageAt(path: string, lang: Lang, alternates: readonly Lang[] = ['ko', 'en']): PageContext {
  const urlIn = (other: Lang) => `${SITE}${prefix(other)}${path === '/' && other === 'en' ? '/' : path}`;
  return {
    lang,
    url: urlIn(lang),
    urls: Object.fromEntries(alternates.map((other) => [other, urlIn(other)])),
    href: (target) => `${SITE}${prefix(lang)}${target === '/' && lang === 'en' ? '/' : target}`,
    file: (target) => `${SITE}${target}`,
  };
}

/** A node as JSON-LD readers see it (what was typed, without its TypeScript). */
const json = (node: unknown) => JSON.parse(JSON.stringify(node)) as Record<string, unknown>;

describe('the JSON-LD text of a page', () => {
  it('cannot be ended by text in it: <, > and & are escaped, and a reader gets the text back whole', () => {
    const title = '</script><script>alert("x")</script> & <!-- \u2028';
    const text = jsonLdText([{ '@type': 'Article', headline: title }]);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@graph': [{ '@type': 'Article', headline: title }] });
  });
});

describe('a page and its translation', () => {
  it('names the Korean page the work the English page translates, and the English page the Korean page’s translation', () => {
    const [korean] = pageGraph(pageAt('/about', 'ko'), { name: '회사 소개', description: '소개' }, { type: 'AboutPage' });
    expect(json(korean)).toMatchObject({
      '@type': 'AboutPage',
      '@id': `${SITE}/about#page`,
      url: `${SITE}/about`,
      inLanguage: 'ko-KR',
      isPartOf: { '@id': `${SITE}/#website` },
      workTranslation: [{ '@id': `${SITE}/en/about#page`, url: `${SITE}/en/about`, inLanguage: 'en-US' }],
    });
    const [english] = pageGraph(pageAt('/about', 'en'), { name: 'About us', description: 'About' });
    expect(json(english)).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'en-US',
      isPartOf: { '@id': `${SITE}/en/#website` },
      translationOfWork: { '@id': `${SITE}/about#page`, url: `${SITE}/about`, inLanguage: 'ko-KR' },
    });
  });

  it('names no translation for a page in Korean only', () => {
    const [page] = pageGraph(pageAt('/dso1/introduction', 'ko', ['ko']), { name: 'DSO', description: 'DSO' });
    expect(json(page)).not.toHaveProperty('workTranslation');
    expect(json(page)).not.toHaveProperty('translationOfWork');
  });

  it('gives the home page the site with its search box and the organisation', () => {
    const page = pageAt('/', 'en');
    expect(json(webSite(page))).toMatchObject({
      '@type': 'WebSite',
      url: `${SITE}/en/`,
      inLanguage: 'en-US',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/en/search?keyword={keyword}` },
        'query-input': 'required name=keyword',
      },
    });
    expect(json(organization(page))).toMatchObject({ '@type': 'Organization', name: 'Analytics Portal', logo: `${SITE}/favicon.svg` });
  });
});

describe('the breadcrumb for search engines', () => {
  it('lists home, the steps that are pages (a menu heading is none) and the page, numbered from 1, with their addresses', () => {
    const page = pageAt('/resources/pre-built-model/detail/7', 'en');
    const list = json(breadcrumbList(page, [{ label: 'Resources' }, { label: 'Pre-built models', href: '/en/resources/pre-built-model' }], 'Churn model'));
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/en/` },
      { '@type': 'ListItem', position: 2, name: 'Pre-built models', item: `${SITE}/en/resources/pre-built-model` },
      { '@type': 'ListItem', position: 3, name: 'Churn model', item: `${SITE}/en/resources/pre-built-model/detail/7` },
    ]);
  });
});

describe('the items of the pages', () => {
  it('a success story is an article with a headline of at most 110 characters, its picture, dates and the portal as author', () => {
    const node = json(
      article(pageAt('/resources/success-story/detail/3', 'ko'), {
        title: '가'.repeat(130),
        description: '요약',
        image: `${SITE}/api/files/success-story-thum/a.png`,
        published: '2026-11-01T00:00:00.000Z',
        modified: null,
        keywords: ['제조', 'XGBoost'],
      }),
    );
    expect(node).toMatchObject({
      '@type': 'Article',
      image: [`${SITE}/api/files/success-story-thum/a.png`],
      datePublished: '2026-11-01T00:00:00.000Z',
      dateModified: '2026-11-01T00:00:00.000Z',
      author: { '@type': 'Organization', name: '애널리틱스 포털' },
      keywords: '제조, XGBoost',
      inLanguage: 'ko-KR',
      workTranslation: [{ '@id': `${SITE}/en/resources/success-story/detail/3#item` }],
    });
    expect((node.headline as string).length).toBe(110);
  });

  it('a shared model is source code in the language it was written in, by its writer, with its links and files', () => {
    const node = json(
      model(pageAt('/community/Knowledge-sharing/detail/5', 'en'), {
        name: '이탈 예측',
        description: '카드 고객 이탈',
        written: writtenIn('이탈 예측'),
        writer: '서민호',
        published: '2026-11-01T00:00:00.000Z',
        modified: '2026-11-02T00:00:00.000Z',
        industries: ['Finance'],
        algorithms: ['LightGBM'],
        links: [{ name: 'Docs', url: 'https://lightgbm.readthedocs.io/' }],
        files: [`${SITE}/api/files/knowledge-model/a.py`],
      }),
    );
    expect(node).toMatchObject({
      '@type': 'SoftwareSourceCode',
      inLanguage: 'ko-KR',
      author: { '@type': 'Person', name: '서민호' },
      dateModified: '2026-11-02T00:00:00.000Z',
      keywords: 'Finance, LightGBM',
      sameAs: ['https://lightgbm.readthedocs.io/'],
      associatedMedia: [{ '@type': 'MediaObject', contentUrl: `${SITE}/api/files/knowledge-model/a.py` }],
    });
    // the code stays in the page only
    expect(node).not.toHaveProperty('text');
    // written in one language, it is nobody's translation
    expect(node).not.toHaveProperty('translationOfWork');
  });

  it("a model's card gives its version, SPDX licence, language and platform, task, and its last release's date", () => {
    const facts = {
      name: 'Churn model',
      description: 'Card churn',
      written: 'bilingual' as const,
      published: '2026-10-01T00:00:00.000Z',
      industries: ['Finance'],
      algorithms: ['LightGBM'],
      card: { task: 'forecasting', framework: 'pytorch', licence: 'MIT', inputType: 'tabular', metrics: [{ name: 'f1', value: 0.8 }], version: '2.1.0' },
      released: '2026-11-03T00:00:00.000Z',
    };
    const node = json(model(pageAt('/resources/pre-built-model/detail/7', 'en'), facts));
    expect(node).toMatchObject({
      version: '2.1.0',
      license: 'https://spdx.org/licenses/MIT.html',
      programmingLanguage: 'Python',
      runtimePlatform: 'PyTorch',
      dateModified: '2026-11-03T00:00:00.000Z',
      about: [
        { '@type': 'DefinedTerm', name: 'Forecasting' },
        { '@type': 'DefinedTerm', name: 'LightGBM' },
      ],
    });
    // a later change than the release is the last one; the platform's own licence has no SPDX page
    const own = json(
      model(pageAt('/resources/pre-built-model/detail/7', 'ko'), {
        ...facts,
        modified: '2026-11-05T00:00:00.000Z',
        card: { ...facts.card, task: '', framework: 'other', licence: 'proprietary', version: '' },
      }),
    );
    expect(own).toMatchObject({ dateModified: '2026-11-05T00:00:00.000Z', about: [{ '@type': 'DefinedTerm', name: 'LightGBM' }] });
    for (const absent of ['license', 'version', 'programmingLanguage', 'runtimePlatform']) expect(own).not.toHaveProperty(absent);
  });

  it('a shared data set has its name, description, source, links and files with their types', () => {
    const node = json(
      dataset(pageAt('/community/Knowledge-sharing/data-sets/detail/2', 'ko'), {
        name: 'Bike rentals',
        description: 'Hourly rentals per station',
        lang: 'en',
        writer: 'Yuna Kang',
        published: '2026-11-01T00:00:00.000Z',
        modified: null,
        keywords: ['Demand forecasting'],
        source: 'Seoul open data',
        links: ['https://data.seoul.go.kr/'],
        files: [{ url: `${SITE}/api/files/knowledge-data-set/a.csv`, name: 'a.csv', type: 'text/csv; charset=utf-8' }],
      }),
    );
    expect(node).toMatchObject({
      '@type': 'Dataset',
      name: 'Bike rentals',
      description: 'Hourly rentals per station',
      inLanguage: 'en-US',
      creator: { name: 'Yuna Kang' },
      citation: 'Seoul open data',
      sameAs: ['https://data.seoul.go.kr/'],
      distribution: [{ '@type': 'DataDownload', contentUrl: `${SITE}/api/files/knowledge-data-set/a.csv`, encodingFormat: 'text/csv' }],
    });
  });
});

describe('the forum’s threads', () => {
  it('a forum post carries its thread: comments with writers and dates, replies inside them, a deleted one without its text, and the counts', () => {
    const at = '2026-11-01T00:00:00.000Z';
    const node = json(
      forumPost(pageAt('/community/community-forum-detail/9', 'ko'), {
        title: '질문',
        text: '본문',
        lang: 'ko',
        writer: '정우성',
        published: at,
        modified: null,
        board: '질문과 답변',
        tags: ['modeling'],
        views: 58,
        reactions: 3,
        comments: [
          {
            id: 1,
            text: '답',
            writer: 'A',
            published: at,
            modified: null,
            deleted: false,
            reactions: 2,
            replies: [{ id: 2, text: '고맙', writer: 'B', published: at, modified: at, deleted: false, reactions: 0 }],
          },
          {
            id: 3,
            text: '',
            writer: '',
            published: at,
            modified: null,
            deleted: true,
            reactions: 0,
            replies: [{ id: 4, text: '남은 답글', writer: 'C', published: at, modified: null, deleted: false, reactions: 0 }],
          },
        ],
      }),
    );
    expect(node).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: '질문',
      text: '본문',
      author: { '@type': 'Person', name: '정우성' },
      datePublished: at,
      articleSection: '질문과 답변',
      commentCount: 3,
      interactionStatistic: [
        { interactionType: { '@type': 'ViewAction' }, userInteractionCount: 58 },
        { interactionType: { '@type': 'CommentAction' }, userInteractionCount: 3 },
        { interactionType: { '@type': 'LikeAction' }, userInteractionCount: 3 },
      ],
    });
    const [first, deleted] = node.comment as Record<string, unknown>[];
    expect(first).toMatchObject({
      '@type': 'Comment',
      text: '답',
      author: { name: 'A' },
      datePublished: at,
      comment: [{ text: '고맙', author: { name: 'B' }, dateModified: at }],
    });
    expect(deleted).not.toHaveProperty('text');
    expect(deleted).not.toHaveProperty('author');
    expect(deleted).toMatchObject({ comment: [{ text: '남은 답글' }] });
  });
});

describe('the videos, software and lists of the pages', () => {
  it('a video has Google’s name, thumbnail and upload date, and its player without autoplay', () => {
    const node = json(
      video(pageAt('/education/data-hub-tv', 'en'), {
        id: 4,
        title: 'Pipelines',
        description: 'Online class · Data Hub TV',
        videoId: 'M7lc1UVf-VE',
        uploaded: '2026-11-01T00:00:00.000Z',
        views: 12,
      }),
    );
    expect(node).toMatchObject({
      '@type': 'VideoObject',
      name: 'Pipelines',
      description: 'Online class · Data Hub TV',
      thumbnailUrl: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
      uploadDate: '2026-11-01T00:00:00.000Z',
      embedUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?rel=0',
      interactionStatistic: { userInteractionCount: 12 },
    });
  });

  it('the Studio is an application with its newest version, systems and free trial offer', () => {
    const node = json(
      softwareApplication(pageAt('/download', 'en'), {
        name: 'Analytics Studio',
        description: 'Desktop Studio',
        downloads: ['https://download.example-analytics.com/studio/51.0/a.exe'],
      }),
    );
    expect(node).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Analytics Studio',
      operatingSystem: 'Windows, macOS, Linux',
      softwareVersion: '51.0',
      downloadUrl: ['https://download.example-analytics.com/studio/51.0/a.exe'],
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'KRW', url: `${SITE}/en/download` },
    });
  });

  it('a list names its items in order from where its page starts', () => {
    expect(json(itemList(pageAt('/resources/pre-built-model', 'ko'), [{ name: 'A', path: '/resources/pre-built-model/detail/1' }], 9))).toEqual({
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 10, name: 'A', url: `${SITE}/resources/pre-built-model/detail/1` }],
    });
  });

  it('questions keep only those with a question and an answer; a policy’s sections become questions by their headings', () => {
    expect(
      questions([
        { question: 'Q', answer: 'A' },
        { question: ' ', answer: 'A' },
        { question: 'Q2', answer: '' },
      ]),
    ).toEqual([{ '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: 'A' } }]);
    expect(headedSections('<p>intro</p><h2>Types</h2><ul><li>One</li></ul><h2 id="x">Procedure</h2><p>Apply</p>')).toEqual([
      { heading: 'Types', body: '<ul><li>One</li></ul>' },
      { heading: 'Procedure', body: '<p>Apply</p>' },
    ]);
  });
});
