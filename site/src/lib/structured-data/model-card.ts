// A model's card as schema.org properties of its SoftwareSourceCode (decision 055): the current version, the
// licence as its SPDX page (the platform's own terms have none), the language and platform its framework
// means, the task's name (what the model is about), and the current release's date as its last change when later.
import type { SoftwareSourceCodeLeaf } from 'schema-dts';
import { translator, type MessageKey } from '#core/i18n/translate.ts';
import type { ModelCardView, ModelFramework } from '#core/schemas/model-card.ts';
import type { PageContext } from './page.ts';

/** Each framework's programming language (where it has one) and runtime platform, by their own names. */
const frameworkFacts: Record<ModelFramework, { language?: string; platform?: string }> = {
  scikitLearn: { language: 'Python', platform: 'scikit-learn' },
  xgboost: { platform: 'XGBoost' },
  lightgbm: { platform: 'LightGBM' },
  pytorch: { language: 'Python', platform: 'PyTorch' },
  tensorflow: { language: 'Python', platform: 'TensorFlow' },
  keras: { language: 'Python', platform: 'Keras' },
  sparkMl: { platform: 'Apache Spark' },
  r: { language: 'R' },
  other: {},
};

/** A licence's SPDX page; none for the platform's own terms. */
export const licenceUrl = (licence: string): string | undefined =>
  licence === '' || licence === 'proprietary' ? undefined : `https://spdx.org/licenses/${licence}.html`;

/** The later of two moments (ISO strings compare in time order), either possibly absent. */
const later = (a: string | null | undefined, b: string | null | undefined) => (!a ? b : !b ? a : a > b ? a : b) ?? undefined;

export function cardProperties(
  page: PageContext,
  card: ModelCardView | undefined,
  dates: { modified?: string | null | undefined; released?: string | undefined },
): { properties: Omit<SoftwareSourceCodeLeaf, '@type'>; task?: string } {
  const modified = later(dates.modified, dates.released);
  const dateModified = modified ? { dateModified: modified } : {};
  if (!card) return { properties: dateModified };
  const t = translator(page.lang);
  const framework = frameworkFacts[card.framework as ModelFramework] ?? {};
  const licence = licenceUrl(card.licence);
  return {
    properties: {
      ...dateModified,
      ...(card.version ? { version: card.version } : {}),
      ...(licence ? { license: licence } : {}),
      ...(framework.language ? { programmingLanguage: framework.language } : {}),
      ...(framework.platform ? { runtimePlatform: framework.platform } : {}),
    },
    // the task's name in the page's language, for what the model is about
    ...(card.task ? { task: t(`modelCard.task.${card.task}` as MessageKey) } : {}),
  };
}
