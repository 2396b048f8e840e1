// What the forum's and the partner Q&A's threads share: comments oldest first, one level of replies, and
// the place a removed comment keeps (without its text or writer) while it has live replies.

/** The fields of a removed comment's placeholder after its id and owner: no text, no writer, no tools. */
export function removedCommentFields(row: { parentId: number | null; insDtm: string }) {
  return { parentId: row.parentId, content: '', writerName: '', insDtm: row.insDtm, updDtm: null, isDeleted: true as const, canEdit: false as const };
}

/**
 * The threads of comments read oldest first: each top-level comment with its live replies, in order; a
 * top-level comment that is not live stays (as `view` shows it) only while it has live replies.
 */
export function threadsOf<Row extends { id: number; parentId: number | null }, View extends { isDeleted: boolean }>(
  rows: readonly Row[],
  live: (row: Row) => boolean,
  view: (row: Row) => View,
): (View & { replies: View[] })[] {
  const repliesOf = new Map<number, View[]>();
  for (const row of rows) if (row.parentId !== null && live(row)) repliesOf.set(row.parentId, [...(repliesOf.get(row.parentId) ?? []), view(row)]);
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ ...view(row), replies: repliesOf.get(row.id) ?? [] }))
    .filter((thread) => !thread.isDeleted || thread.replies.length > 0);
}
