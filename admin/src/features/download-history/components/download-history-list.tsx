import { personalDataTypeLabels, personalDataTypes, type DownloadHistoryItem, type PersonalDataType } from '#core/schemas/download-history.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { downloadHistoryCalls } from '../api/get-download-history.ts';

const isPersonalDataType = (value: string): value is PersonalDataType => (personalDataTypes as readonly string[]).includes(value);

const columns: HistoryColumn<DownloadHistoryItem>[] = [
  { key: 'createdAt', title: 'downloadHistory.column.createdAt', render: formatInstant },
  { key: 'adminUsername', title: 'downloadHistory.column.adminUsername' },
  { key: 'dataType', title: 'downloadHistory.column.dataType', render: (type, t) => (isPersonalDataType(type) ? t(personalDataTypeLabels[type]) : type) },
  { key: 'rowCount', title: 'downloadHistory.column.rowCount' },
  { key: 'reason', title: 'downloadHistory.column.reason', ellipsis: true, width: 240 },
  // a row unmasked on its screen (issue 33) has no file
  { key: 'fileName', title: 'downloadHistory.column.fileName', ellipsis: true, width: 220, render: (name, t) => name || t('downloadHistory.onScreen') },
  { key: 'filters', title: 'downloadHistory.column.filters', ellipsis: true, width: 200 },
  { key: 'ip', title: 'downloadHistory.column.ip' },
];

const dataTypeFilter = {
  label: 'downloadHistory.filter.dataType',
  options: personalDataTypes.map((value) => ({ value, label: personalDataTypeLabels[value] })),
};

/** The personal-information download history (admin spec §1, §2): who exported which personal data, when, from where and why. */
export function DownloadHistoryList() {
  return <HistoryList calls={downloadHistoryCalls} columns={columns} typeFilter={dataTypeFilter} />;
}
