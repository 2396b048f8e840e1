// The console's video calls (admin spec §7: the admin `video` calls): a channel's videos through the
// public list (the same filters as the site, 10 a page), and the delete of the admin calls. Registering
// and editing happen on the site's authoring pages, which check the same schema as the API.
import type { VideoCategory, VideoProduct } from '#core/education.ts';
import { VIDEO_PAGE_SIZE } from '#core/schemas/video.ts';
import { callApi } from '../../../lib/api-client.ts';

export type VideoFilters = { product: VideoProduct; page: number; category?: VideoCategory | undefined; keyword?: string | undefined };

export const videoKey = 'video-admin';

export const getVideos = async (filters: VideoFilters) =>
  (
    await callApi('GET /api/public/video', {
      query: { product: filters.product, page: filters.page, pageSize: VIDEO_PAGE_SIZE, category: filters.category, keyword: filters.keyword },
    })
  ).data;

export const deleteVideo = (id: number) => callApi('DELETE /api/admin/video/:id', { params: { id } });
