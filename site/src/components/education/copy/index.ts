// The certification page's copy in each language. The text is data (ko.json, en.json: keep the two files'
// items in the same number and order); the spec's numbers stand in it as {{resultDaysMin}},
// {{resultDaysMax}} and {{writtenPassValidYears}} (the catalogues' placeholder style) and are filled here
// from core/education.ts, and the level label and contact line are templates of {{n}} and {{email}}.
import { certification } from '#core/education.ts';
import type { Lang } from '#core/i18n/locales.ts';
import en from './en.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import type { CertificationCopy, CertificationLevel } from './types.ts';

type Values = Record<string, string | number>;
type CopyData = Omit<CertificationCopy, 'labels' | 'levels' | 'contact'> & {
  labels: Omit<CertificationCopy['labels'], 'level'> & { level: string };
  levels: CertificationLevel[];
  contact: string;
};

const fill = (text: string, values: Values): string => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));

/** Every string of the data with the spec's numbers filled in. */
function filled<T>(value: T): T {
  if (typeof value === 'string') return fill(value, certification) as T;
  if (Array.isArray(value)) return value.map(filled) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item)])) as T;
  return value;
}

function copyOf(data: CopyData): CertificationCopy {
  const { labels, levels, contact, ...rest } = filled(data);
  const [first, second, third] = levels;
  if (!first || !second || !third || levels.length !== certification.levels) throw new Error(`the certification copy needs ${certification.levels} levels`);
  return {
    ...rest,
    labels: { ...labels, level: (n) => fill(labels.level, { n }) },
    levels: [first, second, third],
    contact: (email) => fill(contact, { email }),
  };
}

export const certificationCopy: Record<Lang, CertificationCopy> = { ko: copyOf(ko), en: copyOf(en) };
