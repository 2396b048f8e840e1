// A signed-in reader's page kept once per class of readers (edge-api/src/lib/reader-classes.ts, decision 014
// addendum "Signed-in pages by class"): the page names its class and the topics of what it reads outside the
// read cache, so that a write to them forgets it, as a write forgets the read cache's own entries.
import type { AstroGlobal } from 'astro';
import type { ReaderClassName } from '#api/lib/reader-classes.ts';
import { READER_CLASS_ANSWER, SHARED_ANSWER } from '#core/cache-control.ts';
import { noteReadTopics, type ReadTopic } from '#db/cache/read-cache.ts';

/** The class a page is the same for, and the topics it reads besides those its cached reads name. */
export type KeptFor = { class: ReaderClassName; reads?: readonly ReadTopic[] };

export function keepForClass(astro: AstroGlobal, kept: KeptFor): void {
  noteReadTopics(...(kept.reads ?? []));
  astro.locals.shareWithClass(kept.class);
  astro.response.headers.set('Cache-Control', READER_CLASS_ANSWER);
}

/**
 * A page open to visitors too whose content depends on the reader: a visitor's is kept whole at its address
 * (`SHARED_ANSWER`; a visitor carries no session), a signed-in reader's once per class.
 */
export function keepForVisitorsOrClass(astro: AstroGlobal, signedIn: boolean, kept: KeptFor): void {
  if (signedIn) return keepForClass(astro, kept);
  noteReadTopics(...(kept.reads ?? []));
  astro.response.headers.set('Cache-Control', SHARED_ANSWER);
}
