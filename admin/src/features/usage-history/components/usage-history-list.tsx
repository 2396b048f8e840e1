import { Tag } from 'antd';
import { contentKindNames, contentKinds, type ContentKindName } from '#core/content-kinds.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { contentUsageTypes, type ContentUsageAdminItem } from '#core/schemas/content-usage.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { usageHistoryCalls } from '../api/get-usage-history.ts';

// what was used: a row of a kind, by the name its declaration gives one row (core/kinds/), a file or the software
const types = {
  ...(Object.fromEntries(contentKindNames.map((name) => [name, contentKinds[name].itemKey])) as Record<ContentKindName, MessageKey>),
  ATTACHMENT: 'usageHistory.type.attachment',
  SOFTWARE: 'usageHistory.type.software',
} satisfies Record<(typeof contentUsageTypes)[number], MessageKey>;
const actions = { VIEW: 'usageHistory.action.view', DOWNLOAD: 'usageHistory.action.download' } as const;

const columns: HistoryColumn<ContentUsageAdminItem>[] = [
  { key: 'createdAt', title: 'usageHistory.column.createdAt', render: formatInstant },
  { key: 'username', title: 'usageHistory.column.username', render: (username, t) => username || t('usageHistory.visitor') },
  { key: 'contentType', title: 'usageHistory.column.contentType', render: (type, t) => t(types[type]) },
  // the word says it; the colour only helps the eye (WCAG 1.4.1)
  {
    key: 'action',
    title: 'usageHistory.column.action',
    render: (action, t) => <Tag color={action === 'DOWNLOAD' ? 'blue' : 'default'}>{t(actions[action])}</Tag>,
  },
  { key: 'title', title: 'usageHistory.column.title', ellipsis: true, width: 280 },
  { key: 'detail', title: 'usageHistory.column.detail' },
  { key: 'lang', title: 'usageHistory.column.lang' },
  { key: 'ip', title: 'usageHistory.column.ip' },
];

const typeFilter = {
  label: 'usageHistory.column.contentType',
  options: contentUsageTypes.map((value) => ({ value, label: types[value] })),
};

/** The content usage history (admin spec §2 /admin/history-content): every view and download, with Excel export. */
export function UsageHistoryList() {
  return <HistoryList calls={usageHistoryCalls} columns={columns} typeFilter={typeFilter} />;
}
