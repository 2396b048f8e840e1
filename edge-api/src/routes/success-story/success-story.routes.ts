import { successStoryListQuery, successStoryPage } from '#core/schemas/success-story.ts';
import { getSuccessStory, listSuccessStories } from '#db/queries/success-story.ts';
import { catalogueRoutes } from '../../lib/catalogue-routes.ts';

/** The public success story calls (admin spec §7.2): the list or one story, and the code lists that filter it. */
export const successStoryRoutes = catalogueRoutes({
  path: '/success-story',
  tag: 'Success stories',
  nouns: { many: 'success stories', one: 'story' },
  listQuery: successStoryListQuery,
  page: successStoryPage,
  list: listSuccessStories,
  get: getSuccessStory,
});
