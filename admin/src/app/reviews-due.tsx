// What the console's reviews wait for (issue 33), composed here from the review screens' paths: a count beside
// each one's navigation entry, and a notice on the home screen that links to each.
import { Alert, Badge, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleReviewsDue } from '#core/schemas/console-review.ts';
import { useReviewsDue } from '../lib/reviews-due.ts';

/** How many things wait on each review screen, by its path. */
export function dueByPath(due: ConsoleReviewsDue | null | undefined): Record<string, number> {
  if (!due) return {};
  return { '/log-review': due.unsignedMonths, '/role-grant': due.pendingGrants, '/access-review': due.accessReviewQuarter ? 1 : 0 };
}

/** The count beside a navigation entry: shown, and read with the entry's name. */
export function DueBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      {/* a dark red behind white: the badge's own red fails the 4.5:1 contrast (WCAG 1.4.3) */}
      <Badge count={count} color="#a8071a" size="small" style={{ marginInlineStart: 6 }} aria-hidden />
      <span className="visually-hidden">{t('admin.due.badge', { count })}</span>
    </>
  );
}

/** The home screen's notice of the reviews that wait, each line a link to its screen; nothing when none waits. */
export function ReviewsDueNotice() {
  const { t } = useTranslation();
  const { data: due } = useReviewsDue();
  if (!due) return null;
  const lines = [
    due.unsignedMonths > 0 && { to: '/log-review', text: t('admin.due.months', { count: due.unsignedMonths }) },
    due.accessReviewQuarter && { to: '/access-review', text: t('admin.due.accessReview', { quarter: due.accessReviewQuarter }) },
    due.pendingGrants > 0 && { to: '/role-grant', text: t('admin.due.grants', { count: due.pendingGrants }) },
  ].filter((line): line is { to: string; text: string } => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('admin.due.title')}
      description={
        <Flex vertical gap={4} component="ul" style={{ margin: 0, paddingInlineStart: 18 }}>
          {lines.map((line) => (
            <li key={line.to}>
              <Link to={line.to}>{line.text}</Link>
            </li>
          ))}
        </Flex>
      }
    />
  );
}
