import { picturesToMake } from '#db/queries/picture.ts';
import { makePictureVariants, type PictureDeps } from '../lib/pictures/make-variants.ts';
import type { Job } from './job.ts';

/** Pictures read a page at a time. */
const PAGE = 20;

/**
 * How long one night's run makes copies: each picture costs about 0.1–1 s of CPU (decision 056), and a Worker's
 * nightly trigger has 15 minutes of CPU for every job of the night. What is left waits for the next night.
 */
export const NIGHTLY_BUDGET_MS = 5 * 60_000;

/**
 * Makes the copies of every page picture that has none yet, or whose last attempt failed fewer than the bound
 * times (db/queries/picture.ts), oldest first, until the time budget is spent. Answers how many it made and how many failed.
 */
export async function makeMissingPictureVariants(
  deps: PictureDeps,
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<{ made: number; failed: number; left: boolean }> {
  const started = Date.now();
  const counts = { made: 0, failed: 0, left: false };
  let afterId = 0;
  for (;;) {
    const page = await picturesToMake(deps.db, PAGE, afterId);
    for (const source of page) {
      if (Date.now() - started > budgetMs) return { ...counts, left: true };
      const outcome = await makePictureVariants(deps, source);
      if (outcome === 'made') counts.made += 1;
      else counts.failed += 1;
      afterId = source.id;
    }
    if (page.length < PAGE) return counts;
  }
}

/**
 * The nightly job: copies of the pictures uploaded before copies existed, put back by a restore, or whose copies
 * failed at upload (each tried again on later nights, up to the bound; the original is shown meanwhile).
 */
export const makePictureVariantsJob: Job = {
  name: 'make-picture-variants',
  async run(deps) {
    const { made, failed, left } = await makeMissingPictureVariants(deps, NIGHTLY_BUDGET_MS);
    return {
      affected: made,
      detail: `made the copies of ${made} picture(s); ${failed} could not be made (their originals are shown)${left ? '; more are left for the next run' : ''}`,
    };
  },
};
