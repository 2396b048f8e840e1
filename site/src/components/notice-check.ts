// The spec's rule for the visitors' notices (portal spec §4, checkNotice): the list is new to this
// browser when its notice ids differ from the ones stored when it was last acknowledged, or when the
// first notice's title, content, category or attachment changed. Acknowledging stores the current list
// as this mark: the ids and the first notice's compared fields, so comparing the marks is the rule.
// Small on purpose: it is part of every public page's script.
import type { NoticeView } from '#core/schemas/notice.ts';

export function noticeMark(notices: readonly NoticeView[]): string {
  const first = notices[0];
  return JSON.stringify([
    notices.map((notice) => notice.id),
    first && [first.title, first.content, first.relatedInfo.category, first.relatedInfo.attachmentId],
  ]);
}

/** Whether the list holds something this browser has not acknowledged (`stored`: its last mark); an empty list never does. */
export const noticesAreNew = (notices: readonly NoticeView[], stored: string | null) => notices.length > 0 && noticeMark(notices) !== stored;
