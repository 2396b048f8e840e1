import { Tag } from 'antd';
import { contentUsageTypes, type ContentUsageAdminItem } from '#core/schemas/content-usage.ts';
import type { HistoryColumn } from '../../../components/history/history-columns.ts';
import { HistoryList } from '../../../components/history/history-list.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { usageHistoryCalls } from '../api/get-usage-history.ts';

const types = {
  PRE_BUILT_MODEL: 'usageHistory.type.preBuiltModel',
  SUCCESS_STORY: 'usageHistory.type.successStory',
  ATTACHMENT: 'usageHistory.type.attachment',
  SOFTWARE: 'usageHistory.type.software',
  VIDEO: 'usageHistory.type.video',
  FAQ: 'usageHistory.type.faq',
  KNOWLEDGE_MODEL: 'nav.knowledgeModel',
  KNOWLEDGE_DATA_SET: 'nav.knowledgeDataSet',
  FORUM: 'usageHistory.type.forum',
  PARTNER_QNA: 'usageHistory.type.partnerQna',
  PARTNER_FAQ: 'nav.partnerFaq',
  PARTNER_LIBRARY: 'nav.partnerLibrary',
} as const satisfies Record<(typeof contentUsageTypes)[number], string>;
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
