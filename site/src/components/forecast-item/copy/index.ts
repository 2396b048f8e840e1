// The forecast item page's copy in each language. The text is data (ko.json, en.json: keep the two files'
// items in the same number and order); the shape in types.ts checks both files here.
import type { Lang } from '#core/i18n/locales.ts';
import en from './en.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import type { ForecastPageCopy } from './types.ts';

export const forecastCopy: Record<Lang, ForecastPageCopy> = { ko, en };
