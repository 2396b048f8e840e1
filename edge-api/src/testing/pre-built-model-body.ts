// A complete, valid body of POST /api/admin/pre-built-model (core/schemas/content-save.ts), shared by the
// kind's API tests and the contract tests; `overrides` replace fields, or break them on purpose.
import type { PreBuiltModelCreate } from '#core/schemas/content-save.ts';

export function preBuiltModelBody(overrides: Partial<Record<keyof PreBuiltModelCreate, unknown>> = {}): Record<string, unknown> {
  return {
    titleKr: '설비 이상 감지 모델',
    titleEn: 'Equipment anomaly detection',
    benefitKr: '고장을 하루 먼저 알립니다.',
    benefitEn: 'Flags failures a day earlier.',
    overviewKr: '<p>진동 센서 데이터로 이상을 찾습니다.</p>',
    overviewEn: '<p>Finds anomalies in vibration sensor data.</p>',
    painPointKr: '<p>고장 후에야 알 수 있었습니다.</p>',
    painPointEn: '<p>Failures were found too late.</p>',
    advantageKr: '<ul><li>실시간</li></ul>',
    advantageEn: '<ul><li>Real time</li></ul>',
    valuePointKr: '<p>정비 비용 절감</p>',
    valuePointEn: '<p>Lower maintenance cost</p>',
    industryCd: 'MAN',
    algorithmCd: 'ANO,XGB',
    howToUseType: 'SOURCE_CODE',
    howToUseContent: 'import pandas as pd\nprint("<b>not html</b>")',
    attachments: [],
    ...overrides,
  };
}
