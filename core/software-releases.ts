// The desktop Studio releases offered on /download (portal spec §2, §9: download requires 50.0 or newer).
// Releases are build artefacts, not editable content, so they live in code: the download page renders them
// at build time and the API checks a requested version/platform against the same list (`findInstaller`).
import type { Lang } from './i18n/locales.ts';

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

function installer(version: string, platform: Platform, fileName: string, size: number, sha256: string): Installer {
  return { platform, fileName, size, sha256, url: `${DOWNLOAD_HOST}/${version}/${fileName}` };
}

const requirements50: Localized<Record<Platform, string[]>> = {
  ko: {
    windows: [
      'Windows 10 (64비트) 22H2 이상 또는 Windows 11',
      'CPU 4코어 이상, 메모리 8GB 이상(16GB 권장)',
      '디스크 여유 공간 10GB 이상',
      '화면 해상도 1920×1080 이상',
    ],
    macos: ['macOS 12 Monterey 이상 (Apple 실리콘 또는 Intel)', '메모리 8GB 이상(16GB 권장)', '디스크 여유 공간 10GB 이상'],
    linux: ['Ubuntu 20.04 LTS 이상, Rocky Linux 8 이상 (x86_64)', 'glibc 2.31 이상, 메모리 8GB 이상', '디스크 여유 공간 10GB 이상'],
  },
  en: {
    windows: [
      'Windows 10 (64-bit) 22H2 or later, or Windows 11',
      '4 CPU cores or more, 8 GB of memory (16 GB recommended)',
      '10 GB of free disk space',
      'Screen resolution 1920×1080 or higher',
    ],
    macos: ['macOS 12 Monterey or later (Apple silicon or Intel)', '8 GB of memory (16 GB recommended)', '10 GB of free disk space'],
    linux: ['Ubuntu 20.04 LTS or later, Rocky Linux 8 or later (x86_64)', 'glibc 2.31 or later, 8 GB of memory', '10 GB of free disk space'],
  },
};

const requirements51: Localized<Record<Platform, string[]>> = {
  ko: {
    ...requirements50.ko,
    macos: ['macOS 13 Ventura 이상 (Apple 실리콘 또는 Intel)', '메모리 8GB 이상(16GB 권장)', '디스크 여유 공간 12GB 이상'],
    linux: ['Ubuntu 22.04 LTS 이상, Rocky Linux 9 이상 (x86_64)', 'glibc 2.34 이상, 메모리 8GB 이상', '디스크 여유 공간 12GB 이상'],
  },
  en: {
    ...requirements50.en,
    macos: ['macOS 13 Ventura or later (Apple silicon or Intel)', '8 GB of memory (16 GB recommended)', '12 GB of free disk space'],
    linux: ['Ubuntu 22.04 LTS or later, Rocky Linux 9 or later (x86_64)', 'glibc 2.34 or later, 8 GB of memory', '12 GB of free disk space'],
  },
};

/** Newest first. */
export const softwareReleases: readonly SoftwareRelease[] = [
  {
    version: '51.0',
    releasedOn: '2025-09-15',
    notes: {
      ko: {
        features: [
          '시계열 예측 노드에 계절성 자동 탐지와 휴일 효과 설정을 추가했습니다.',
          '워크플로 캔버스에서 노드 그룹을 접고 펼칠 수 있으며, 그룹 단위로 주석을 달 수 있습니다.',
          '사전 구축 모델을 포털에서 내려받아 Studio로 바로 가져올 수 있습니다.',
          'Apple 실리콘용 네이티브 빌드를 제공합니다.',
        ],
        fixes: [
          '10만 행이 넘는 CSV 파일을 미리 볼 때 화면이 멈추던 문제를 수정했습니다.',
          '한글 열 이름이 포함된 Excel 파일을 가져오면 열 순서가 바뀌던 문제를 수정했습니다.',
        ],
        knownIssues: ['macOS에서 외부 모니터를 분리하면 캔버스 확대 비율이 초기화될 수 있습니다. 보기 메뉴의 “화면에 맞추기”로 되돌릴 수 있습니다.'],
      },
      en: {
        features: [
          'The time-series forecasting node detects seasonality automatically and lets you configure holiday effects.',
          'Node groups on the workflow canvas can be collapsed, expanded and annotated as a whole.',
          'Pre-built models downloaded from the portal can be imported into Studio directly.',
          'A native build for Apple silicon is now available.',
        ],
        fixes: [
          'Fixed the preview freezing on CSV files with more than 100,000 rows.',
          'Fixed column order changing when importing Excel files with Korean column names.',
        ],
        knownIssues: ['On macOS, disconnecting an external display may reset the canvas zoom. Use View › Fit to Screen to restore it.'],
      },
    },
    requirements: requirements51,
    installers: [
      installer('51.0', 'windows', 'AnalyticsStudio-51.0-win-x64.exe', 612_384_512, '2f99635866ae8d7a59f1bb81deae16b4f86aeb89dc5edefbdb350eef77ca3158'),
      installer('51.0', 'macos', 'AnalyticsStudio-51.0-macos-universal.dmg', 704_643_072, '1334cdd9bea5b2ee2e0e7288553cd373d2d83ae7994f234204800a4c6b1c6315'),
      installer('51.0', 'linux', 'AnalyticsStudio-51.0-linux-x86_64.tar.gz', 588_251_136, '88e9885d5dbc5e70df42b0267c09bc3c8decb5fa8067e18fedcdf18e66181730'),
    ],
  },
  {
    version: '50.2',
    releasedOn: '2025-04-28',
    notes: {
      ko: {
        features: ['모델 평가 보고서를 PDF로 내보낼 수 있습니다.', 'PostgreSQL 16과 MySQL 8.4 연결을 지원합니다.'],
        fixes: [
          '프록시 환경에서 라이선스 활성화가 실패하던 문제를 수정했습니다.',
          'XGBoost 노드에서 조기 종료 옵션이 저장되지 않던 문제를 수정했습니다.',
          '보안 업데이트: 내장 Python 런타임을 3.11.9로 갱신했습니다.',
        ],
        knownIssues: ['Windows에서 사용자 이름에 공백이 있으면 플러그인 설치 경로를 직접 지정해야 합니다.'],
      },
      en: {
        features: ['Model evaluation reports can be exported as PDF.', 'Connections to PostgreSQL 16 and MySQL 8.4 are supported.'],
        fixes: [
          'Fixed licence activation failing behind a proxy.',
          'Fixed the early-stopping option of the XGBoost node not being saved.',
          'Security update: the bundled Python runtime is now 3.11.9.',
        ],
        knownIssues: ['On Windows, if your user name contains a space, choose the plug-in install folder yourself.'],
      },
    },
    requirements: requirements50,
    installers: [
      installer('50.2', 'windows', 'AnalyticsStudio-50.2-win-x64.exe', 584_056_832, '2c0b059236745c8a34a84264feb1be3053ebdc30ffda448ec34bf4f1c516be9f'),
      installer('50.2', 'macos', 'AnalyticsStudio-50.2-macos-universal.dmg', 671_088_640, 'a3dbc2c1f82a46eddd9c8e97b972ec1f730fe0b3df218f33389b3ffd34e7eb2c'),
      installer('50.2', 'linux', 'AnalyticsStudio-50.2-linux-x86_64.tar.gz', 559_939_584, '40faaa6eefc6ec60a42cf0e194a38860d4ab20095d32a3f9af97ca45dae02a18'),
    ],
  },
  {
    version: '50.0',
    releasedOn: '2024-11-11',
    notes: {
      ko: {
        features: [
          '새 워크플로 엔진으로 대용량 데이터 처리 속도가 평균 35% 빨라졌습니다.',
          '분석 결과를 플랫폼 4.0 프로젝트로 바로 게시할 수 있습니다.',
          '다크 테마와 고대비 테마를 제공합니다.',
        ],
        fixes: ['대화 상자에서 키보드 포커스가 사라지던 접근성 문제를 수정했습니다.'],
        knownIssues: ['49.x에서 만든 일부 사용자 정의 노드는 다시 빌드해야 합니다. 마이그레이션 안내는 Studio 매뉴얼을 참고하세요.'],
      },
      en: {
        features: [
          'A new workflow engine processes large data sets 35% faster on average.',
          'Analysis results can be published straight to a Platform 4.0 project.',
          'Dark and high-contrast themes are available.',
        ],
        fixes: ['Fixed keyboard focus getting lost in dialogs.'],
        knownIssues: ['Some custom nodes built for 49.x need to be rebuilt. See the Studio manual for the migration steps.'],
      },
    },
    requirements: requirements50,
    installers: [
      installer('50.0', 'windows', 'AnalyticsStudio-50.0-win-x64.exe', 571_473_920, '2c33c07b7ee5ffd1c1279f571a7219d29a051b355d382eb3d460f610ed9e3cad'),
      installer('50.0', 'macos', 'AnalyticsStudio-50.0-macos-universal.dmg', 655_360_000, '5ca9e903b32759ffc94846be681b42f1c64df9f6e3209fbaef941ab5878c2cb4'),
      installer('50.0', 'linux', 'AnalyticsStudio-50.0-linux-x86_64.tar.gz', 547_356_672, '6c7a38fc5a4da316a30b5ee8f54b41d177e09a0e26552e2fc42e1baf260ce9f1'),
    ],
  },
];

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
