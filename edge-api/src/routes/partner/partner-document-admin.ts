// The content authors' calls of a partner document kind (the partner FAQ's questions, the library's
// documents; admin spec §7.3), the same for both: one live document to edit, register, save and delete.
// Each kind brings its reading rule (get), its checks before the first write (prepareWrite) and its words.
import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import { CONTENT_AUTHORS } from '#core/auth/roles.ts';
import { envelopeSchema, recordIdParam } from '#core/schemas/common.ts';
import type { Db } from '#db/client.ts';
import {
  createPartnerDocument,
  deletePartnerDocument,
  updatePartnerDocument,
  type PartnerDocumentKind,
  type PartnerDocumentWrite,
} from '#db/queries/partner-content-write.ts';
import type { PartnerReader } from '#db/queries/partner-faq.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { withAttachmentRules } from '../../lib/content-save.ts';
import { ok } from '../../lib/envelope.ts';
import { authoringRefusals } from '../../lib/partner-document-save.ts';
import { withLocalDate } from '../../lib/timezone.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** The reader of a content author: the partner rule, widened to the authoring roles. */
export const authorsReader = (c: Context<AppEnv>): PartnerReader => ({ role: requireAuth(c).user.role, allowed: CONTENT_AUTHORS });

export type PartnerDocumentAdminSpec<S extends v.GenericSchema, Item extends { insDtm: string }> = {
  /** The calls' path: `/admin/partner-faq` (one document at `/admin/partner-faq/:id`). */
  path: `/admin/${string}`;
  /** The OpenAPI tag, the noun of the answers ("question": "The saved question"), and each call's summary. */
  tag: string;
  noun: string;
  summaries: { one: string; create: string; update: string; remove: string };
  notFound: string;
  view: v.GenericSchema;
  /** The body of a register and of a save. */
  save: S;
  documents: PartnerDocumentKind;
  get: (db: Db, reader: PartnerReader, id: number) => Promise<Item | null>;
  prepareWrite: (c: Context<AppEnv>, input: v.InferOutput<S>, ownerId: number | null) => Promise<PartnerDocumentWrite>;
};

export function partnerDocumentAdminRoutes<S extends v.GenericSchema, Item extends { insDtm: string }>(spec: PartnerDocumentAdminSpec<S, Item>) {
  const tags = [spec.tag];
  const notFound = { description: spec.notFound };
  const viewResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(spec.view)) } } });
  /** The document as the authors read it, dated in the caller's time zone, or null. */
  const readBack = async (c: Context<AppEnv>, id: number) => {
    const item = await spec.get(c.var.deps.db, authorsReader(c), id);
    return item && withLocalDate(item, c.var.tzOffset);
  };
  return new Hono<AppEnv>()
    .get(
      `${spec.path}/:id`,
      describeRoute({ tags, summary: spec.summaries.one, responses: { 200: viewResponse(`The ${spec.noun}`), 404: notFound } }),
      validate('param', recordIdParam),
      async (c) => {
        const item = await readBack(c, c.req.valid('param').id);
        if (!item) throw new ApiError(404, 'api.noData');
        return ok(c, item);
      },
    )
    .post(
      spec.path,
      describeRoute({ tags, summary: spec.summaries.create, responses: { 201: viewResponse(`The registered ${spec.noun}`), ...authoringRefusals } }),
      validate('json', spec.save),
      async (c) => {
        const auth = requireAuth(c);
        const write = await spec.prepareWrite(c, c.req.valid('json'), null);
        const { db, now } = c.var.deps;
        const id = await withAttachmentRules(c, () => createPartnerDocument(db, spec.documents, write, auth.user.name, now()));
        return ok(c, await readBack(c, id), 'resources.createSuccess', 201);
      },
    )
    .put(
      `${spec.path}/:id`,
      describeRoute({
        tags,
        summary: spec.summaries.update,
        responses: { 200: viewResponse(`The saved ${spec.noun}`), 404: notFound, ...authoringRefusals },
      }),
      validate('param', recordIdParam),
      validate('json', spec.save),
      async (c) => {
        const auth = requireAuth(c);
        const id = c.req.valid('param').id;
        const { db, now } = c.var.deps;
        if (!(await spec.get(db, authorsReader(c), id))) throw new ApiError(404, 'api.noData');
        const write = await spec.prepareWrite(c, c.req.valid('json'), id);
        if (!(await withAttachmentRules(c, () => updatePartnerDocument(db, spec.documents, id, write, auth.user.name, now())))) {
          throw new ApiError(404, 'api.noData');
        }
        return ok(c, await readBack(c, id), 'resources.updateSuccess');
      },
    )
    .delete(
      `${spec.path}/:id`,
      describeRoute({ tags, summary: spec.summaries.remove, responses: { 200: { description: 'Deleted' }, 404: notFound } }),
      validate('param', recordIdParam),
      async (c) => {
        const auth = requireAuth(c);
        const { db, now } = c.var.deps;
        if (!(await deletePartnerDocument(db, spec.documents, c.req.valid('param').id, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
        return ok(c, null, 'resources.deleteSuccess');
      },
    );
}
