import { Badge } from 'antd';
import type { TFunction } from 'i18next';
import { jobLabels } from '#core/schemas/batch.ts';

// How the batch history and the System screen show a scheduled job and the outcome of its runs.

/** A job by its label; a name the console has no label for (a job newer than the console) as it is. */
export const jobTitle = (name: string, t: TFunction) => (name in jobLabels ? t(jobLabels[name as keyof typeof jobLabels]) : name);

// the dot is a hint only: the outcome's word says it (WCAG 1.4.1)
const outcomes = {
  SUCCESS: { status: 'success', label: 'batch.outcome.success' },
  FAILURE: { status: 'error', label: 'batch.outcome.failure' },
} as const;

/** A run's outcome: a coloured dot and its word. */
export function JobOutcome({ status, t }: { status: keyof typeof outcomes; t: TFunction }) {
  return <Badge status={outcomes[status].status} text={t(outcomes[status].label)} />;
}
