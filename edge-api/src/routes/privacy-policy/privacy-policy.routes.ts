import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { envelopeSchema } from '#core/schemas/common.ts';
import { privacyPolicyRevision, privacyPolicyRevisionQuery, type PrivacyPolicyRevision } from '#core/schemas/privacy-policy.ts';
import { listPolicyRevisions, revisionLabel } from '#db/queries/policy.ts';
import { okForEveryone } from '../../lib/envelope.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

export const privacyPolicyRoutes = new Hono<AppEnv>().get(
  '/public/privacy-policy/revision',
  describeRoute({
    tags: ['Policies'],
    summary: "The portal privacy policy's revisions in the caller's language, newest first",
    responses: {
      200: {
        description: 'Every revision, the one in force first',
        content: { 'application/json': { schema: resolver(envelopeSchema(v.array(privacyPolicyRevision))) } },
      },
      422: { description: 'lang is neither ko nor en' },
    },
  }),
  validate('query', privacyPolicyRevisionQuery),
  async (c) => {
    const lang = c.req.valid('query').lang ?? c.var.lang;
    const rows = await listPolicyRevisions(c.var.deps.db, lang === 'en' ? 'LANG_EN' : 'LANG_KO');
    const revisions: PrivacyPolicyRevision[] = rows.map((row) => ({
      id: row.id,
      version: row.version,
      effectiveDate: row.effectiveDate,
      label: revisionLabel(row),
      useClassification: row.useClassification,
      // sanitised on save too; again here so a row written another way never reaches a page unfiltered
      content: sanitizeRichText(row.content),
    }));
    return okForEveryone(c, revisions);
  },
);
