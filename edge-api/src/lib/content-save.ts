// The checks every save of a catalogued kind of content makes before it writes (portal spec §5): the
// industry and algorithm codes exist, rich text goes through the one allow-list, and a refused file
// change becomes a 422 in the caller's language. Models and stories use them; the kinds to come too.
import type { Context } from 'hono';
import type { Db } from '#db/client.ts';
import { AttachmentChangeError } from '#db/queries/attachment.ts';
import { catalogueKeysOf } from '#db/queries/catalogue.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { isBlankRichText, sanitizeRichText } from './rich-text.ts';

export type CodeKeys = { industryKeys: number[]; algorithmKeys: number[] };

/** The catalogue keys of a save's comma-separated codes; 422 when none is chosen or one does not exist. */
export async function catalogueKeysOrRefuse(db: Db, codes: { industryCd: string; algorithmCd: string }): Promise<CodeKeys> {
  const [industryKeys, algorithmKeys] = await Promise.all([
    catalogueKeysOf(db, 'industry', codes.industryCd),
    catalogueKeysOf(db, 'algorithm', codes.algorithmCd),
  ]);
  if (!industryKeys) throw new ApiError(422, 'resources.selectIndustry');
  if (!algorithmKeys) throw new ApiError(422, 'resources.selectAlgorithm');
  return { industryKeys, algorithmKeys };
}

/**
 * The rich-text fields of a save, sanitised before they are stored (and again when shown). With
 * `blankAsEmpty`, an editor left empty (`<p></p>`, `<p><br></p>`) is stored as no text at all.
 */
export function sanitizeRichFields<Field extends string>(
  input: Record<Field, string>,
  fields: readonly Field[],
  options: { blankAsEmpty: boolean },
): Record<Field, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const clean = sanitizeRichText(input[field]);
      return [field, options.blankAsEmpty && isBlankRichText(clean) ? '' : clean];
    }),
  ) as Record<Field, string>;
}

/** Runs a step that reads or applies file changes, turning a refused change into the 422 it deserves. */
export async function withAttachmentRules<T>(c: Context<AppEnv>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AttachmentChangeError) throw new ApiError(422, error.key, { field: c.var.t('field.attachments') });
    throw error;
  }
}
