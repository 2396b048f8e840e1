import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/**
 * A column of a history list, declared once per list: the item's field it shows, its title's message
 * key, and how a value reads when not as sent (`t` translates a label, colour alone carries no meaning).
 */
export type HistoryColumn<T> = {
  [K in keyof T & string]: { key: K; title: string; render?: (value: T[K], t: TFunction) => ReactNode; width?: number; ellipsis?: boolean };
}[keyof T & string];

/** The declared columns as Ant Design's table takes them, titles in the admin's language. */
export function tableColumns<T>(columns: readonly HistoryColumn<T>[], t: TFunction): TableColumnsType<T> {
  return columns.map(({ key, title, render, width, ellipsis }) => ({
    key,
    dataIndex: key,
    title: t(title),
    ...(render && { render: (value: unknown) => render(value as never, t) }),
    ...(width !== undefined && { width }),
    ...(ellipsis !== undefined && { ellipsis }),
  }));
}
