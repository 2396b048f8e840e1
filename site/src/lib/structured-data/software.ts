// The Studio, the desktop application of the product pages and the download page (schema.org
// SoftwareApplication): its newest release from core/software-releases.ts (version, date, what it brought,
// what it needs), the systems it runs on, and the offer of the download page, free for a trial.
import type { SoftwareApplication } from 'schema-dts';
import { FREE_TRIAL_DAYS } from '#core/constants.ts';
import { translator } from '#core/i18n/translate.ts';
import { latestRelease, platforms, type Platform } from '#core/software-releases.ts';
import { paths } from '../routes.ts';
import { itemFields, type PageContext } from './page.ts';
import { organizationRef } from './site.ts';

const systems: Record<Platform, string> = { windows: 'Windows', macos: 'macOS', linux: 'Linux' };

export type SoftwareFacts = {
  name: string;
  description: string;
  /** The installers' addresses (the download page lists them). */
  downloads?: readonly string[] | undefined;
};

export function softwareApplication(page: PageContext, facts: SoftwareFacts): SoftwareApplication {
  const t = translator(page.lang);
  const release = latestRelease();
  const notes = release.notes[page.lang];
  return {
    '@type': 'SoftwareApplication',
    ...itemFields(page, 'bilingual'),
    name: facts.name,
    description: facts.description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: platforms.map((platform) => systems[platform]).join(', '),
    softwareVersion: release.version,
    datePublished: release.releasedOn,
    releaseNotes: notes.features.join('\n'),
    softwareRequirements: platforms.map((platform) => `${systems[platform]}: ${release.requirements[page.lang][platform].join('; ')}`).join('\n'),
    ...(facts.downloads?.length ? { downloadUrl: [...facts.downloads] } : {}),
    publisher: organizationRef(page),
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'KRW',
      url: page.href(paths.download),
      description: t('home.exploreDownload', { days: FREE_TRIAL_DAYS }),
    },
  };
}
