import { describe, expect, it } from 'vitest';
import { compareVersions, findInstaller, latestRelease, MIN_DOWNLOAD_VERSION, platforms, softwareReleases } from './software-releases.ts';

describe('softwareReleases', () => {
  it('offers only versions from 50.0 on, newest first, each with an installer per platform on the distribution host', () => {
    const versions = softwareReleases.map((r) => r.version);
    expect(versions).toEqual([...versions].sort((a, b) => compareVersions(b, a)));
    for (const release of softwareReleases) {
      expect(compareVersions(release.version, MIN_DOWNLOAD_VERSION)).toBeGreaterThanOrEqual(0);
      expect(release.installers.map((i) => i.platform).sort()).toEqual([...platforms].sort());
      for (const file of release.installers) {
        expect(file.url).toBe(`https://download.example-analytics.com/studio/${release.version}/${file.fileName}`);
        expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(file.size).toBeGreaterThan(0);
      }
      expect(release.notes.ko.features.length).toBe(release.notes.en.features.length);
    }
  });
});

describe('compareVersions', () => {
  it('compares numerically, part by part', () => {
    expect(compareVersions('50.10', '50.9')).toBeGreaterThan(0);
    expect(compareVersions('49.9', '50.0')).toBeLessThan(0);
    expect(compareVersions('51', '51.0')).toBe(0);
  });
});

describe('latestRelease', () => {
  it('is the newest version', () => {
    expect(latestRelease().version).toBe('51.0');
  });
});

describe('findInstaller', () => {
  it('finds a known version and platform', () => {
    expect(findInstaller('50.2', 'macos')).toEqual({
      version: '50.2',
      platform: 'macos',
      fileName: 'AnalyticsStudio-50.2-macos-universal.dmg',
      url: 'https://download.example-analytics.com/studio/50.2/AnalyticsStudio-50.2-macos-universal.dmg',
      size: 671_088_640,
    });
  });

  it('refuses unknown platforms, unknown versions and versions older than 50.0', () => {
    expect(findInstaller('51.0', 'solaris')).toBeUndefined();
    expect(findInstaller('52.0', 'windows')).toBeUndefined();
    expect(findInstaller('49.5', 'windows')).toBeUndefined();
    expect(findInstaller('../51.0', 'windows')).toBeUndefined();
    expect(findInstaller('toString', 'constructor')).toBeUndefined();
  });
});
