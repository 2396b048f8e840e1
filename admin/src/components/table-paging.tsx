import { Typography, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import type { Page } from '#core/schemas/common.ts';

/** The pager of a list paged on the server: the page from the address, its size and the total from the answer. */
export const serverPaging = (page: Page<unknown> | undefined, current: number, onChange: (next: number) => void): TablePaginationConfig => ({
  current,
  pageSize: page?.pageSize ?? 10,
  total: page?.total ?? 0,
  showSizeChanger: false,
  onChange,
});

/** An empty table's text in the text colour: the table's own placeholder grey fails the 4.5:1 contrast (WCAG 1.4.3). */
export const emptyTableText = (text: string): ReactNode => <Typography.Text>{text}</Typography.Text>;
