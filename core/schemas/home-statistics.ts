// The home page's statistics (portal spec §3, home statistics): five counts from real rows.
import * as v from 'valibot';

export const homeStatistics = v.object({
  /** Active accounts (activated and not dormant). */
  registeredUsers: v.number(),
  /** Installer downloads from /download. */
  studioDownloads: v.number(),
  /** Published success stories. */
  useCases: v.number(),
  /** Learning video views. */
  tutorialViews: v.number(),
  /** Downloads of pre-built model files. */
  modelDownloads: v.number(),
});
export type HomeStatistics = v.InferOutput<typeof homeStatistics>;
