// GET /api/public/notice (admin spec §7.2; portal spec §3 Notice, §4): the notices every visitor is
// shown, in the language asked for: the privacy-policy revisions announced ahead of their date first
// (soonest first), then the console's notices in use, newest first, each with its file if it has one.
// The same for everyone, so it is kept for visitors (decision 014) and forgotten with the 'notice' and
// 'policy' topics it reads.
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { formatSize } from '#core/attachment-rules.ts';
import { localDate } from '#core/dates.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { translator } from '#core/i18n/translate.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { noticeList, noticeQuery, type NoticeView } from '#core/schemas/notice.ts';
import { noticeFileName, noticesInUse, noticeTextIn } from '#db/queries/notice.ts';
import { listPolicyRevisions, policyOn, revisionLabel } from '#db/queries/policy.ts';
import { okForEveryone } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** A page of the portal in a language: Korean at the spec's path, English under /en. */
const inLang = (path: string, lang: Lang) => (lang === 'en' ? `/en${path}` : path);

export const noticeRoutes = new Hono<AppEnv>().get(
  '/public/notice',
  describeRoute({
    tags: ['Notices'],
    summary: 'The notices for every visitor, announced privacy-policy revisions first, in the language asked for',
    responses: {
      200: { description: 'The notices; an empty list when there are none', content: { 'application/json': { schema: resolver(envelopeSchema(noticeList)) } } },
      422: { description: 'lang is neither ko nor en' },
    },
  }),
  validate('query', noticeQuery),
  async (c) => {
    const lang = c.req.valid('query').lang ?? c.var.lang;
    const t = translator(lang);
    const { db, now } = c.var.deps;
    const [revisions, notices] = await Promise.all([listPolicyRevisions(db, lang === 'en' ? 'LANG_EN' : 'LANG_KO'), noticesInUse(db)]);
    const { upcoming } = policyOn(revisions, localDate(now().toISOString()));
    const announced: NoticeView[] = upcoming.map((revision) => ({
      id: `P${revision.id}`,
      title: t('notice.policyTitle'),
      content: t('notice.policyContent', { label: revisionLabel(revision), date: revision.effectiveDate }),
      link: inLang(`/privacy_policy?version=${revision.id}`, lang),
      relatedInfo: { category: 'POLICY', attachmentId: null },
      attachment: null,
    }));
    const written: NoticeView[] = notices.map(({ notice: row, file }) => ({
      id: `N${row.id}`,
      ...noticeTextIn(row, lang),
      link: null,
      relatedInfo: { category: row.category, attachmentId: file?.id ?? null },
      // downloaded through the file call, which serves it only while a notice in use names it
      attachment: file && { name: noticeFileName(file), size: file.size, sizeText: formatSize(file.size, lang), url: `/api${file.storedPath}` },
    }));
    return okForEveryone(c, [...announced, ...written]);
  },
);
