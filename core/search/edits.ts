// Words one edit away (issue 31): a reader's misspelt word is looked up by the words it leaves with one
// letter (or syllable) taken out, against the same of the index's words (search_term_variant, filled by a
// trigger). Two words one insertion, deletion, substitution or swap of neighbours apart always share one
// such variant (or one is the other's); the candidates are then checked here.

/** The words a word leaves with one character taken out, each once (forecst → orecst, frecst, …). */
export function deletionsOf(word: string): string[] {
  const chars = [...word];
  return [...new Set(chars.map((_, at) => [...chars.slice(0, at), ...chars.slice(at + 1)].join('')))];
}

/** Whether two different words are one insertion, deletion, substitution or swap of neighbours apart. */
export function oneEditApart(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (a === b || Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX -= 1;
    endY -= 1;
  }
  const restX = endX - start;
  const restY = endY - start;
  // one inserted or deleted, one replaced, or two neighbours swapped
  if (restX + restY === 1 || (restX === 1 && restY === 1)) return true;
  return restX === 2 && restY === 2 && x[start] === y[start + 1] && x[start + 1] === y[start];
}

/**
 * How likely a word typed stands for a word one edit away, by the kind of the edit (lower is likelier): a
 * letter left out (forecst for forecast) is the commonest slip, then two neighbours swapped, then one
 * letter for another, then one letter too many (forecst for forest).
 */
export function slipRank(typed: string, word: string): number {
  const x = [...typed].length;
  const y = [...word].length;
  if (y === x + 1) return 0;
  if (y === x - 1) return 3;
  const a = [...typed];
  const b = [...word];
  const differ = a.flatMap((char, at) => (char === b[at] ? [] : [at]));
  return differ.length === 2 && differ[1] === differ[0]! + 1 ? 1 : 2;
}
