// The partner policy's text (portal spec §2 /partner/partner-policy-register, §6): PARTNER, STAFF and
// ADMIN save it in both languages; the rich text is sanitised here (on write) and again by the page
// (on render). The policy page reads it from the read cache, forgotten by the save.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { partnerPolicySchema } from '#core/schemas/partner.ts';
import { getPartnerPolicy, savePartnerPolicy } from '#db/queries/partner-policy.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { sanitizeRichFields } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

const tags = ['Partner policy'];

export const partnerPolicyRoutes = new Hono<AppEnv>()
  .get(
    '/partner/partner-policy',
    describeRoute({ tags, summary: 'The stored policy in both languages, to edit', responses: { 200: { description: 'The policy, or null' } } }),
    async (c) => ok(c, await getPartnerPolicy(c.var.deps.db)),
  )
  .put(
    '/partner/partner-policy',
    describeRoute({
      tags,
      summary: 'Saves the partner policy in Korean and English (rich text, sanitised)',
      responses: {
        200: { description: 'Saved' },
        422: { description: 'A language is empty (or holds only what the allow-list takes out)' },
      },
    }),
    validate('json', partnerPolicySchema),
    async (c) => {
      const { user } = requireAuth(c);
      const rich = sanitizeRichFields(c.req.valid('json'), ['contentKr', 'contentEn'], { blankAsEmpty: true });
      if (!rich.contentKr || !rich.contentEn) throw new ApiError(422, 'partner.policyRequired');
      await savePartnerPolicy(c.var.deps.db, { contentKr: rich.contentKr, contentEn: rich.contentEn }, user.name, c.var.deps.now());
      return ok(c, null, 'partner.policySaved');
    },
  );
