// The console's banner calls (admin spec §7.1): the list of a language, the order saved together, the
// image upload, one banner, create, update, delete. Typed by the views of core/schemas/banner.ts.
import type { BannerAdminItem, BannerCreate, BannerImageUpload, BannerPositionChanges, BannerUpdate } from '#core/schemas/banner.ts';
import { callApi, uploadForm } from '../../../lib/api-client.ts';

export type BannerLang = BannerAdminItem['languageCode'];

/** The query keys: a language's list, and one banner. */
export const bannerKeys = {
  list: (lang: BannerLang) => ['banner-list', lang] as const,
  one: (id: number) => ['banner', id] as const,
};

export const getBanners = async (lang: BannerLang) => (await callApi('GET /api/admin/banner/list/:lang', { params: { lang } })).data;

export const getBanner = async (id: number) => (await callApi('GET /api/admin/banner/:id', { params: { id } })).data;

/** Saves the order and in-use switches; answers the list of the first item's language (admin spec §2). */
export const saveBannerOrder = async (changes: BannerPositionChanges['bannerPositionChanges']) =>
  (await callApi('PUT /api/admin/banner/change-banner-possition', { body: { bannerPositionChanges: changes } })).data;

export const createBanner = async (body: BannerCreate) => callApi('POST /api/admin/banner', { body });

export const updateBanner = async (body: BannerUpdate) => callApi('PUT /api/admin/banner', { body });

export const deleteBanner = async (id: number) => callApi('DELETE /api/admin/banner/:id', { params: { id } });

/** POST upload-banner-img (multipart field bannerImg): the stored path to send back as imgStoredPath. */
export async function uploadBannerImage(file: File): Promise<BannerImageUpload> {
  const form = new FormData();
  form.set('bannerImg', file);
  return uploadForm('POST /api/admin/banner/upload-banner-img', form);
}
