// The shape of a product page's copy. The text lives in one data file per language (ko.json, en.json) rather
// than in the message catalogues: it is long, structured prose (lists of capabilities, steps, questions)
// that a product writer reviews as a whole page, side by side in the two languages, and the shared type
// makes both files carry the same sections. Short interface labels stay in the catalogues (home.json).

export type Item = { title: string; text: string };

export type ProductCopy = {
  /** The page's h1 and document title. */
  title: string;
  /** The meta description (about 150 characters). */
  description: string;
  /** One sentence under the title. */
  lead: string;
  /** What it does: a few paragraphs. */
  intro: string[];
  capabilities: Item[];
  /** How work flows through it, in order. */
  workflow: Item[];
  audiences: Item[];
  integrations: string[];
  deployment: Item[];
  faq: { question: string; answer: string }[];
};

export type ProductKey = 'overview' | 'machineLearning' | 'dataHub';
export type ProductsCopy = Record<ProductKey, ProductCopy>;
