import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { masterDataItem, masterDataType } from '#core/schemas/catalogue.ts';
import { envelopeSchema } from '#core/schemas/common.ts';
import { listMasterData } from '#db/queries/catalogue.ts';
import { ApiError } from '../../lib/api-error.ts';
import { okForEveryone } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

export const masterDataRoutes = new Hono<AppEnv>().get(
  '/master-data/:type',
  describeRoute({
    tags: ['Code lists'],
    summary: 'The items of one master-data type (BUSSINESS_FIELD, BUSINESS_TYPE, PARTNER_TYPE, PRODUCT…)',
    responses: {
      200: { description: 'Items as id, displayEn, displayKr', content: { 'application/json': { schema: resolver(envelopeSchema(v.array(masterDataItem))) } } },
      404: { description: 'No such type' },
      422: { description: 'The type is not a code' },
    },
  }),
  validate('param', v.object({ type: masterDataType })),
  async (c) => {
    const { type } = c.req.valid('param');
    const items = await listMasterData(c.var.deps.db, type);
    if (items.length === 0) throw new ApiError(404, 'api.noData');
    return okForEveryone(
      c,
      items.map((item) => ({ id: item.id, displayEn: item.displayEn, displayKr: item.displayKr, code: item.code })),
    );
  },
);
