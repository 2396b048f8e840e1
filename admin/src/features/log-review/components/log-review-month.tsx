import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logReviewRules, logReviewSignOffBody, type LogReviewDetail } from '#core/schemas/log-review.ts';
import { DetailFrame } from '../../../components/detail-frame.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { refreshReviews } from '../../../lib/reviews-due.ts';
import { logReviewKey, signOffMonth, useLogReviewMonth } from '../api/log-review-calls.ts';
import { LogReviewFindings } from './log-review-findings.tsx';

/** The sign-off: the note (required, as the API's schema says) and the one button; or who signed and what they wrote. */
function SignOff({ detail }: { detail: LogReviewDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sign = useMutation({
    mutationFn: signOffMonth,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await refreshReviews(queryClient, logReviewKey);
    },
  });
  const noteLabel = t('logReview.note');
  return (
    <section aria-labelledby="log-review-sign-off">
      <Typography.Title level={3} id="log-review-sign-off" style={{ fontSize: 18 }}>
        {t('logReview.signOff.title')}
      </Typography.Title>
      {detail.signOff ? (
        <>
          <Typography.Paragraph>
            {t('logReview.signOff.by', { username: detail.signOff.signedByUsername, at: formatInstant(detail.signOff.signedAt) })}
          </Typography.Paragraph>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[{ key: 'note', label: noteLabel, children: <span style={{ whiteSpace: 'pre-wrap' }}>{detail.signOff.note}</span> }]}
          />
        </>
      ) : (
        <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={(values: { note: string }) => sign.mutate({ month: detail.month, note: values.note })}>
          <Form.Item
            name="note"
            label={noteLabel}
            required
            extra={t('logReview.noteHelp')}
            rules={[schemaRule(logReviewSignOffBody.entries.note, t, noteLabel)]}
          >
            <Input.TextArea rows={4} maxLength={2000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={sign.isPending}>
            {t('logReview.signOff.submit', { month: detail.month })}
          </Button>
        </Form>
      )}
    </section>
  );
}

/** One month of the log review: the rules the server applied, the totals, the findings with links into the histories, the sign-off. */
export function LogReviewMonthView({ month }: { month: string }) {
  const { t } = useTranslation();
  const query = useLogReviewMonth(month);
  return (
    <DetailFrame query={query} back={{ to: '/log-review', label: t('logReview.back') }}>
      {(detail) => (
        <>
          <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
            {t('logReview.monthTitle', { month })}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ maxWidth: '80ch', margin: 0 }}>
            {t('logReview.rules', {
              factor: logReviewRules.volumeFactor,
              months: logReviewRules.usualMonths,
              accessFloor: logReviewRules.accessFloor,
              downloadFloor: logReviewRules.downloadFloor,
              rowsFloor: logReviewRules.rowsFloor.toLocaleString('en-US'),
              nightFrom: logReviewRules.nightFrom,
              nightTo: String(logReviewRules.nightTo).padStart(2, '0'),
              manyExports: logReviewRules.manyExportsPerDay,
            })}
          </Typography.Paragraph>
          <Typography.Text strong>
            {t('logReview.totals', {
              access: detail.totals.access.toLocaleString('en-US'),
              downloads: detail.totals.downloads.toLocaleString('en-US'),
              rows: detail.totals.rows.toLocaleString('en-US'),
            })}
          </Typography.Text>
          <LogReviewFindings detail={detail} />
          <SignOff detail={detail} />
        </>
      )}
    </DetailFrame>
  );
}
