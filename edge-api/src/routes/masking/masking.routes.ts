// Unmasking one row of a console list (issue 33, decision 051): `POST <list>/:id/unmask` with the reason
// answers the row's personal fields in full, and is written like a download: in the admin access history
// (UNMASK) and in the personal-information download history with the reason, one row, no file. The lists
// are those of core/schemas/masking.ts; which fields are answered is what the list's row schema declares
// personal (core/privacy/personal.ts), so an unmasking never answers more than its list masks.
import { Hono } from 'hono';
import { personalFieldsOf } from '#core/privacy/personal.ts';
import { recordIdParam } from '#core/schemas/common.ts';
import { unmaskBody, unmaskViewNames, unmaskViews, type UnmaskedRow } from '#core/schemas/masking.ts';
import { recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { recordAdminUnmask } from '../../lib/admin-access.ts';
import { ApiError } from '../../lib/api-error.ts';
import { requireAuth } from '../../lib/authorize.ts';
import { documented } from '../../lib/describe-call.ts';
import { ok } from '../../lib/envelope.ts';
import { rowSchemaOf } from '../../lib/masking.ts';
import { validate } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { maskedRowReaders } from './masked-rows.ts';

const doc = documented('Console unmasking');

/** A personal field's value as text (a field the row leaves empty reads as empty). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export const maskingRoutes = new Hono<AppEnv>();

for (const name of unmaskViewNames) {
  const { list, dataType, screen } = unmaskViews[name];
  const personalFields = Object.keys(personalFieldsOf(rowSchemaOf(`GET ${list}`)));
  maskingRoutes.post(
    `${list.slice('/api'.length)}/:id/unmask`,
    doc(`One row of ${list} with its personal fields (${personalFields.join(', ')}) in full; the reason is required and recorded as a download`, {
      200: '`{ id, fields }`: the personal fields by name',
      404: 'No such row',
      422: 'The reason is missing or too short, or the id is malformed',
    }),
    validate('param', recordIdParam),
    validate('json', unmaskBody),
    async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const row = await maskedRowReaders[name](c.var.deps.db, id);
      if (!row) throw new ApiError(404, 'api.noData');
      const fields = Object.fromEntries(personalFields.map((field) => [field, textOf(row[field])]));
      const { user } = requireAuth(c);
      const what = `#${id} (${personalFields.join(', ')})`;
      await recordAdminUnmask(c, screen, `${what} ${reason}`);
      await recordPersonalInfoDownload(c.var.deps.db, {
        adminId: user.id,
        adminUsername: user.username,
        dataType,
        reason,
        fileName: '',
        rowCount: 1,
        filters: what,
        ip: c.var.clientIp,
        createdAt: c.var.deps.now().toISOString(),
      });
      const answer: UnmaskedRow = { id, fields };
      return ok(c, answer, 'masking.unmasked');
    },
  );
}
