import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerAdminItem } from '#core/schemas/banner.ts';
import { bannerKeys, getBanners, saveBannerOrder, type BannerLang } from '../api/banner-calls.ts';

/** The order and switches as the admin is arranging them, before they are saved. */
export type Draft = { ids: number[]; inUse: Record<number, boolean> };

const draftOf = (banners: readonly BannerAdminItem[]): Draft => ({
  ids: banners.map((banner) => banner.id),
  inUse: Object.fromEntries(banners.map((banner) => [banner.id, banner.inUse])),
});

const sameDraft = (a: Draft, b: Draft) => a.ids.join() === b.ids.join() && a.ids.every((id) => a.inUse[id] === b.inUse[id]);

/** The draft with the banner at `index` moved one place up (-1) or down (1). */
export function moved(draft: Draft, index: number, by: -1 | 1): Draft {
  const ids = [...draft.ids];
  const [id] = ids.splice(index, 1);
  ids.splice(index + by, 0, id!);
  return { ...draft, ids };
}

/**
 * One language's banners as the admin arranges them (admin spec §4): the rows in the draft's order, the
 * draft, whether it differs from what is saved, and its save.
 */
export function useBannerDraft(lang: BannerLang) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: bannerKeys.list(lang), queryFn: () => getBanners(lang) });
  const saved = useMemo(() => draftOf(query.data ?? []), [query.data]);
  // null while the admin has changed nothing: the list then follows the server's answer
  const [edited, setDraft] = useState<Draft | null>(null);
  const draft = edited ?? saved;
  const save = useMutation({
    mutationFn: () => saveBannerOrder(draft.ids.map((id, index) => ({ id, position: index + 1, inUse: draft.inUse[id] ?? false }))),
    onSuccess: (list) => {
      // the answer is the list of the first item's language (admin spec §2)
      const first = list[0];
      if (first) queryClient.setQueryData(bannerKeys.list(first.languageCode), list);
      setDraft(null);
      void message.success(t('bannerAdmin.ordered'));
    },
  });
  const byId = new Map((query.data ?? []).map((banner) => [banner.id, banner]));
  const rows = draft.ids.flatMap((id) => byId.get(id) ?? []);
  return { query, draft, setDraft, rows, changed: !sameDraft(draft, saved), save };
}
