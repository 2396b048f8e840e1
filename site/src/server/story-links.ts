// The stories a model's or data set's page lists as "Used in success stories" (issue 35), with their pictures read
// in one go: what the page hands StoryBackLinks (components take their data from the page).
import type { PictureView } from '#core/pictures.ts';
import type { StoryBackLink, StoryUsageKind } from '#core/schemas/story-usage.ts';
import type { Db } from '#db/client.ts';
import { picturesOf } from '#db/queries/picture.ts';
import { storiesUsing } from '#db/queries/story-usage.ts';

export type StoryLinks = { stories: StoryBackLink[]; pictures: Map<string, PictureView> };

export async function storyLinksOf(db: Db, kind: StoryUsageKind, itemId: number): Promise<StoryLinks> {
  const stories = await storiesUsing(db, kind, itemId);
  return {
    stories,
    pictures: await picturesOf(
      db,
      stories.map((story) => story.thumbnailPath),
    ),
  };
}
