// One record's screen below its list (a month of the log review, a quarter of the access review): the link back to
// the list, then the loading state, the failed read with its retry, or the record itself.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from './load-failed.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** The list's address in the console and the back link's words. */
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
};

export function DetailFrame<T>({ query, back, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active aria-busy="true" aria-label={t('admin.frame.loading')} />;
  return (
    <Flex vertical gap={query.isError ? 12 : 16}>
      <Link to={back.to}>
        <ArrowLeftOutlined /> {back.label}
      </Link>
      {query.isError ? <LoadFailed error={query.error} retry={query.refetch} /> : children(query.data)}
    </Flex>
  );
}
