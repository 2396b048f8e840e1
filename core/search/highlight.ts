// The matched words of a result, flagged in its ORIGINAL plain text (never the index's bigrams): Hangul
// by the keyword's words or their stems found anywhere (모델 in 모델링을), spaced or not as the search
// finds them (수요예측 in 수요 예측), other words by a prefix at the start of a word, ignoring case (xgb in
// XGBoost, which is flagged whole).
import { keywordTerms, type KeywordTerm } from './tokenize.ts';
import type { SearchTextPart } from './types.ts';

type Span = { start: number; end: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns of the last keywords highlighted: one search flags every hit's title and snippet with one. */
const patterns = new Map<string, RegExp | null>();
const PATTERNS_KEPT = 64;

/**
 * The pattern that finds a keyword's matches in plain text (global: `lastIndex` is set before each use);
 * null when the keyword has no terms.
 */
export function matchPattern(keyword: string): RegExp | null {
  let pattern = patterns.get(keyword);
  if (pattern === undefined) {
    if (patterns.size >= PATTERNS_KEPT) patterns.clear();
    pattern = patternOf(keyword);
    patterns.set(keyword, pattern);
  }
  return pattern;
}

function patternOf(keyword: string): RegExp | null {
  const terms = keywordTerms(keyword);
  if (terms.length === 0) return null;
  const alternatives = terms.flatMap((term: KeywordTerm) => {
    // the search finds a compound with or without its spaces (decision 040): so does the highlight
    if (term.kind === 'hangul') return [term.word, ...(term.stem ? [term.stem] : [])].map((word) => [...word].map(escapeRegExp).join('\\s*'));
    // a word of another script: at the start of a word, then the rest of that word
    return [`(?<![\\p{L}\\p{N}\\p{M}])${escapeRegExp(term.word)}[\\p{L}\\p{N}\\p{M}]*`];
  });
  // longest first, so 모델을 is flagged whole rather than as 모델 and a loose 을
  alternatives.sort((a, b) => b.length - a.length);
  return new RegExp(alternatives.join('|'), 'giu');
}

/** The matches that start from `from` up to `to` (before it), read from there on: a long body is not read whole. */
function spansOf(text: string, pattern: RegExp, from = 0, to = text.length, most = Infinity): Span[] {
  const spans: Span[] = [];
  pattern.lastIndex = from;
  for (let found = pattern.exec(text); found && found.index < to && spans.length < most; found = pattern.exec(text)) {
    if (found[0].length === 0) pattern.lastIndex += 1;
    else spans.push({ start: found.index, end: found.index + found[0].length });
  }
  return spans;
}

function partsOf(text: string, spans: readonly Span[], from = 0, to = text.length): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < to) parts.push({ text: text.slice(at, to), match: false });
  return parts;
}

/** A title (or any short text) whole, its matched words flagged. */
export function highlightAll(text: string, keyword: string): SearchTextPart[] {
  const pattern = matchPattern(keyword);
  if (!pattern || !text) return text ? [{ text, match: false }] : [];
  return partsOf(text, spansOf(text, pattern));
}

/** How long a snippet is, in characters, at most (an ellipsis marks each side cut). */
export const SNIPPET_LENGTH = 160;

/** Moves an index back or forward to a space near it, so a snippet does not start or end inside a word. */
function atSpace(text: string, index: number, direction: -1 | 1, reach = 12): number {
  for (let step = 0; step <= reach; step += 1) {
    const at = index + direction * step;
    if (at <= 0) return 0;
    if (at >= text.length) return text.length;
    if (/\s/.test(text[at]!)) return direction === -1 ? at + 1 : at;
  }
  return index;
}

/**
 * A short excerpt of a body around its first match (its start when nothing in it matched: the title
 * did), the matched words flagged; `…` marks where the text was cut.
 */
export function snippetOf(text: string, keyword: string, length = SNIPPET_LENGTH): SearchTextPart[] {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (!plain) return [];
  const pattern = matchPattern(keyword);
  const [first] = pattern ? spansOf(plain, pattern, 0, plain.length, 1) : [];
  let from = 0;
  if (first && first.end > length) from = atSpace(plain, Math.max(0, first.start - Math.floor(length / 3)), -1);
  const to = atSpace(plain, Math.min(plain.length, from + length), 1);
  // a match that begins before the snippet and runs into it is flagged from the snippet's start
  const spans = pattern ? spansOf(plain, pattern, Math.max(0, from - 64), to) : [];
  const parts = partsOf(plain, spans, from, to);
  if (from > 0) parts.unshift({ text: '…', match: false });
  if (to < plain.length) parts.push({ text: '…', match: false });
  return parts;
}
