// The shape of the forecast item page's copy, one data file per language (ko.json, en.json), like the product
// pages: long, structured prose a writer reviews side by side in the two languages. Short labels stay in
// the message catalogues (forecast.json).
import type { ForecastItemId } from '../items.ts';

export type ForecastItemCopy = {
  title: string;
  /** Why it matters, in one or two sentences. */
  summary: string;
  /** What is forecast, and at what grain. */
  target: string;
  /** The data it is usually forecast from. */
  data: string;
  /** How far ahead, and in what steps. */
  horizon: string;
  /** How forecasts are compared. */
  metric: string;
};

export type ForecastPageCopy = {
  /** The page's h1 and document title. */
  title: string;
  /** The meta description (about 150 characters). */
  description: string;
  lead: string;
  intro: string[];
  items: Record<ForecastItemId, ForecastItemCopy>;
  /** How a member takes part, in order. */
  steps: { title: string; text: string }[];
  /** How results are compared fairly. */
  evaluation: string[];
};
