import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { envelopeSchema } from '#core/schemas/common.ts';
import {
  partnerProjectCreate,
  partnerProjectItem,
  partnerProjectListQuery,
  partnerProjectPage,
  partnerProjectUpdate,
  projectIdParam,
  type PartnerProjectCreate,
} from '#core/schemas/partner-project.ts';
import { clientFieldExists, createPartnerProject, getPartnerProject, listPartnerProjects, updatePartnerProject } from '#db/queries/partner-project.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { ok } from '../../lib/envelope.ts';
import { authoringRefusals } from '../../lib/partner-document-save.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

// Partner business projects (portal spec §3, §5, §6; admin spec §7.1): the content authors list, read,
// register and save them (the header shows the screen to ADMIN only). The shared schema checks the
// required fields, the e-mail and that the start does not come after the end; the client field must
// be a BUSSINESS_FIELD item.

const notFound = { description: 'No project has this id' };
const itemResponse = (description: string) => ({ description, content: { 'application/json': { schema: resolver(envelopeSchema(partnerProjectItem)) } } });

async function checkClientField(c: Context<AppEnv>, input: PartnerProjectCreate): Promise<void> {
  if (!(await clientFieldExists(c.var.deps.db, input.clientFieldId))) throw new ApiError(422, 'partnerProject.selectClientField');
}

export const partnerProjectRoutes = new Hono<AppEnv>()
  .get(
    '/content-manager/partner-bussiness',
    describeRoute({
      tags: ['Partner business'],
      summary: 'Projects, newest first, searched by project, partner or client name and filtered by client field',
      responses: {
        200: { description: 'A page of projects', content: { 'application/json': { schema: resolver(envelopeSchema(partnerProjectPage)) } } },
        422: authoringRefusals[422],
      },
    }),
    validate('query', partnerProjectListQuery),
    async (c) => {
      const query = c.req.valid('query');
      return ok(
        c,
        await listPartnerProjects(c.var.deps.db, {
          page: query.pageNo,
          pageSize: query.pageSize,
          keyword: query.keyword,
          searchCondition: query.searchCondition,
          clientFieldId: query.clientFieldId,
        }),
      );
    },
  )
  .get(
    '/content-manager/partner-bussiness/:projectId',
    describeRoute({ tags: ['Partner business'], summary: 'One project', responses: { 200: itemResponse('The project'), 404: notFound } }),
    validate('param', projectIdParam),
    async (c) => {
      const item = await getPartnerProject(c.var.deps.db, c.req.valid('param').projectId);
      if (!item) throw new ApiError(404, 'api.noData');
      return ok(c, item);
    },
  )
  .post(
    '/content-manager/partner-bussiness',
    describeRoute({
      tags: ['Partner business'],
      summary: 'Registers a project',
      responses: { 201: itemResponse('The registered project'), ...authoringRefusals },
    }),
    validate('json', partnerProjectCreate),
    async (c) => {
      const auth = requireAuth(c);
      const input = c.req.valid('json');
      await checkClientField(c, input);
      const { db, now } = c.var.deps;
      const id = await createPartnerProject(db, input, auth.user.name, now());
      return ok(c, await getPartnerProject(db, id), 'resources.createSuccess', 201);
    },
  )
  .put(
    '/content-manager/partner-bussiness',
    describeRoute({
      tags: ['Partner business'],
      summary: 'Saves a project (its id in the body)',
      responses: { 200: itemResponse('The saved project'), 404: notFound, ...authoringRefusals },
    }),
    validate('json', partnerProjectUpdate),
    async (c) => {
      const auth = requireAuth(c);
      const { id, ...input } = c.req.valid('json');
      await checkClientField(c, input);
      const { db, now } = c.var.deps;
      if (!(await updatePartnerProject(db, id, input, auth.user.name, now()))) throw new ApiError(404, 'api.noData');
      return ok(c, await getPartnerProject(db, id), 'resources.updateSuccess');
    },
  );
