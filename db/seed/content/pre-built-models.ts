// The demo pre-built models (portal spec §3): the rows are data (pre-built-models.json: bilingual rich text,
// a documentation link or a short runnable Python snippet, and small text attachments); their shape is
// checked here, where they are loaded.
import { howToUseTypes, type PreBuiltModelSeed } from '../catalogues/types.ts';
import { oneOf } from '../one-of.ts';
import rows from './pre-built-models.json' with { type: 'json' };

export const preBuiltModels: PreBuiltModelSeed[] = rows.map((row) => ({ ...row, howToUseType: oneOf(howToUseTypes, row.howToUseType) }));
