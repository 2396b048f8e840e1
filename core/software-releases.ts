// The desktop Studio releases offered on /download (portal spec §2, §9: download requires 50.0 or newer).
// Releases are build artefacts, not editable content, so they ship with the code (software-releases.json, typed
// here): the download page renders them at build time and the API checks a requested version/platform against
// the same list (`findInstaller`).
import type { Lang } from './i18n/locales.ts';
import data from './software-releases.json' with { type: 'json' };

export const platforms = ['windows', 'macos', 'linux'] as const;
export type Platform = (typeof platforms)[number];

/** The oldest version that may be downloaded (spec §9). */
export const MIN_DOWNLOAD_VERSION = '50.0';

/** The external distribution host; installers never pass through the portal. */
export const DOWNLOAD_HOST = 'https://download.example-analytics.com/studio';

export type Localized<T> = Record<Lang, T>;

export interface Installer {
  platform: Platform;
  fileName: string;
  /** Size in bytes. */
  size: number;
  /** SHA-256 of the file, lower-case hex. */
  sha256: string;
  url: string;
}

export interface ReleaseNotes {
  features: string[];
  fixes: string[];
  knownIssues: string[];
}

export interface SoftwareRelease {
  version: string;
  /** ISO date (yyyy-mm-dd) of the release. */
  releasedOn: string;
  notes: Localized<ReleaseNotes>;
  /** Minimum system requirements per platform, one line each. */
  requirements: Localized<Record<Platform, string[]>>;
  installers: Installer[];
}

export interface InstallerChoice {
  version: string;
  platform: Platform;
  fileName: string;
  url: string;
  size: number;
}

/** A release as software-releases.json writes it: requirements named by the version that brought them. */
type ReleaseData = Omit<SoftwareRelease, 'requirements' | 'installers'> & {
  requirements: string;
  installers: Record<Platform, Omit<Installer, 'platform' | 'url'>>;
};
const requirementSets: Record<string, Localized<Record<Platform, string[]>>> = data.requirements;
const releases: ReleaseData[] = data.releases;

function requirementsOf(name: string): Localized<Record<Platform, string[]>> {
  const requirements = requirementSets[name];
  if (!requirements) throw new Error(`No Studio requirements named ${name}`);
  return requirements;
}

/** Newest first. */
export const softwareReleases: readonly SoftwareRelease[] = releases.map((release) => ({
  ...release,
  requirements: requirementsOf(release.requirements),
  installers: platforms.map((platform) => {
    const { fileName, size, sha256 } = release.installers[platform];
    return { platform, fileName, size, sha256, url: `${DOWNLOAD_HOST}/${release.version}/${fileName}` };
  }),
}));

/** Compares dotted numeric versions ("50.10" is newer than "50.9"). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (platforms as readonly string[]).includes(value);
}

/** The newest release. */
export function latestRelease(): SoftwareRelease {
  const [newest] = [...softwareReleases].sort((a, b) => compareVersions(b.version, a.version));
  if (!newest) throw new Error('No Studio release is defined');
  return newest;
}

/**
 * The installer of a version for a platform, or undefined when the pair is unknown or the version is older
 * than MIN_DOWNLOAD_VERSION. The download record API accepts only what this returns.
 */
export function findInstaller(version: string, platform: string): InstallerChoice | undefined {
  if (!isPlatform(platform) || !/^\d+(\.\d+)*$/.test(version)) return undefined;
  if (compareVersions(version, MIN_DOWNLOAD_VERSION) < 0) return undefined;
  const release = softwareReleases.find((r) => r.version === version);
  const file = release?.installers.find((i) => i.platform === platform);
  if (!release || !file) return undefined;
  return { version: release.version, platform: file.platform, fileName: file.fileName, url: file.url, size: file.size };
}
