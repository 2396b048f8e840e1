// The catalogues content is classified by (portal spec §3, "Catalogues"; admin spec §7.2 master data).
import * as v from 'valibot';

/** An industry or an algorithm: its key, its code (CON, XGB…) and its names. */
export const codeItem = v.object({ key: v.number(), code: v.string(), nameKr: v.string(), nameEn: v.string() });
export type CodeItem = v.InferOutput<typeof codeItem>;

/** Both code lists that filter models and stories. */
export const catalogueCodes = v.object({ algorithms: v.array(codeItem), industries: v.array(codeItem) });
export type CatalogueCodes = v.InferOutput<typeof catalogueCodes>;

export const masterDataType = v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'validation.masterDataType'));
/** A master-data item as the spec maps it: id, displayEn, displayKr (and its code). */
export const masterDataItem = v.object({ id: v.number(), displayEn: v.string(), displayKr: v.string(), code: v.string() });
export type MasterDataItem = v.InferOutput<typeof masterDataItem>;
