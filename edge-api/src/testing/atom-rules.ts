// The rules of the W3C Feed Validation Service for an Atom 1.0 feed (RFC 4287), as the tests check every feed
// the portal writes (decision 058): well-formed XML in the Atom namespace; the feed's one id (an absolute IRI),
// title and updated (RFC 3339); an author for the feed or for every entry; a self link that is the feed's
// address; no two alternate links of one type and language; each entry's one id (absolute, unique in the
// feed), title, updated, published not after updated, a page (alternate link) since entries carry no
// content; text constructs of type text without markup; a valid language tag. Returns what breaks a rule.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

type Node = Record<string, unknown>;

const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339's date-time (the validator takes an upper-case T and Z, as RFC 4287 §3.3 asks). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** RFC 4151's tag URI: tag:authority,date:specific. */
const TAG_URI = /^tag:([a-z0-9.-]+|[^@\s]+@[a-z0-9.-]+),\d{4}(-\d{2}(-\d{2})?)?:\S*$/i;
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const isAbsoluteIri = (value: string) => TAG_URI.test(value) || /^(https?|urn):\S+$/i.test(value);

export type FeedCheck = { problems: string[]; entries: Node[]; feed: Node };

export function checkAtomFeed(xml: string, selfUrl?: string): FeedCheck {
  const problems: string[] = [];
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return { problems: [`not well-formed: ${wellFormed.err.msg} (line ${wellFormed.err.line})`], entries: [], feed: {} };
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name, _path, _leaf, isAttribute) => !isAttribute && name !== '?xml',
  }).parse(xml) as Node;
  const feeds = (parsed.feed ?? []) as Node[];
  const feed = feeds[0];
  if (feeds.length !== 1 || !feed) return { problems: ['the root is not one feed element'], entries: [], feed: {} };
  const children = (node: Node, name: string) => (node[name] ?? []) as (Node | string)[];
  /** An attribute's value (attributes are parsed as strings). */
  const attribute = (node: Node, name: string): string | undefined => (typeof node[`@${name}`] === 'string' ? (node[`@${name}`] as string) : undefined);
  const textOf = (value: Node | string | undefined) => (typeof value === 'string' ? value : typeof value?.['#text'] === 'string' ? value['#text'] : '');
  const one = (node: Node, name: string, where: string) => {
    const found = children(node, name);
    if (found.length !== 1) problems.push(`${where} has ${found.length} ${name} elements, not one`);
    return found[0];
  };
  const checkText = (node: Node, name: string, where: string) => {
    for (const value of children(node, name)) {
      if (typeof value === 'string') continue;
      const type = attribute(value, 'type') ?? 'text';
      if (!['text', 'html', 'xhtml'].includes(type)) problems.push(`${where} ${name} has type ${type}`);
      if (type === 'text' && Object.keys(value).some((key) => !key.startsWith('@') && key !== '#text'))
        problems.push(`${where} ${name} of type text holds markup`);
    }
  };
  const checkDate = (value: Node | string | undefined, what: string) => {
    const text = textOf(value);
    if (!RFC3339.test(text) || Number.isNaN(Date.parse(text))) problems.push(`${what} is not an RFC 3339 date-time: ${text}`);
    return Date.parse(text);
  };
  const links = (node: Node) => children(node, 'link').filter((link): link is Node => typeof link !== 'string');
  const checkLinks = (node: Node, where: string) => {
    const alternates = new Set<string>();
    for (const link of links(node)) {
      const href = attribute(link, 'href') ?? '';
      if (!/^https?:\/\/\S+$/.test(href)) problems.push(`${where} link href is not an absolute address: ${href}`);
      if ((attribute(link, 'rel') ?? 'alternate') === 'alternate') {
        const key = `${attribute(link, 'type') ?? ''} ${attribute(link, 'hreflang') ?? ''}`;
        if (alternates.has(key)) problems.push(`${where} has two alternate links of type and language ${key}`);
        alternates.add(key);
      }
    }
    return alternates.size;
  };

  if (attribute(feed, 'xmlns') !== ATOM) problems.push(`the feed is not in the Atom namespace (${attribute(feed, 'xmlns')})`);
  const lang = attribute(feed, 'xml:lang');
  if (lang === undefined || !LANGUAGE_TAG.test(lang)) problems.push(`xml:lang is not a language tag: ${lang}`);
  const feedId = textOf(one(feed, 'id', 'the feed'));
  if (!isAbsoluteIri(feedId)) problems.push(`the feed's id is not an absolute IRI: ${feedId}`);
  one(feed, 'title', 'the feed');
  checkText(feed, 'title', 'the feed');
  checkText(feed, 'subtitle', 'the feed');
  checkText(feed, 'rights', 'the feed');
  checkDate(one(feed, 'updated', 'the feed'), "the feed's updated");
  checkLinks(feed, 'the feed');
  const self = links(feed).filter((link) => link['@rel'] === 'self');
  if (self.length !== 1) problems.push(`the feed has ${self.length} self links, not one`);
  else if (selfUrl !== undefined && self[0]!['@href'] !== selfUrl)
    problems.push(`the self link ${String(self[0]!['@href'])} is not the feed's address ${selfUrl}`);
  const feedAuthor = children(feed, 'author').length > 0;

  const entries = children(feed, 'entry').filter((entry): entry is Node => typeof entry !== 'string');
  const ids = new Set<string>();
  entries.forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    const id = textOf(one(entry, 'id', where));
    if (!isAbsoluteIri(id)) problems.push(`${where}'s id is not an absolute IRI: ${id}`);
    if (ids.has(id)) problems.push(`${where}'s id ${id} is not unique`);
    ids.add(id);
    one(entry, 'title', where);
    checkText(entry, 'title', where);
    checkText(entry, 'summary', where);
    const updated = checkDate(one(entry, 'updated', where), `${where}'s updated`);
    const published = children(entry, 'published');
    if (published.length > 1) problems.push(`${where} has ${published.length} published elements`);
    if (published.length === 1 && checkDate(published[0], `${where}'s published`) > updated) problems.push(`${where} was published after its update`);
    const alternates = checkLinks(entry, where);
    if (children(entry, 'content').length === 0 && alternates === 0) problems.push(`${where} has neither content nor an alternate link`);
    for (const author of children(entry, 'author'))
      if (typeof author === 'string' || children(author, 'name').length !== 1) problems.push(`${where}'s author has no one name`);
    if (!feedAuthor && children(entry, 'author').length === 0) problems.push(`${where} has no author and the feed has none`);
  });
  return { problems, entries, feed };
}
