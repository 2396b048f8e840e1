// The message catalogues: one file per language and first key segment (`nav.products` is in
// messages/ko/nav.json and messages/en/nav.json), listed in messages/index.ts (written by
// `npm run i18n:index`, never by hand) and merged here into one flat catalogue per language.
// A new area is a new file in both folders and a run of the script; nothing here changes.
import * as files from './messages/index.ts';

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;
/** A language's files merged: every key of every file, with the type its own file gives it. */
type Merged<Files> = Intersection<Files[keyof Files]>;

function merge<Files extends Record<string, Record<string, string>>>(byArea: Files): Merged<Files> {
  return Object.assign({}, ...Object.values(byArea)) as Merged<Files>;
}

export const ko = merge(files.ko);
export const en = merge(files.en);

/** The files by language and area (a test checks each holds only the keys of its name). */
export const areas = { ko: files.ko, en: files.en } as const;
