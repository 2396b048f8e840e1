import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, type TableColumnType } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnmaskViewName } from '#core/schemas/masking.ts';
import { UnmaskDialog } from './unmask-dialog.tsx';

/** What a list needs to unmask its rows one at a time: the rows with the unmasked ones in full, a column of buttons, the dialog. */
export type Unmasking<T> = {
  /** The rows as shown: those unmasked with their personal fields in full, the others as the API masked them. */
  rows: (items: readonly T[]) => T[];
  column: TableColumnType<T>;
  dialog: ReactNode;
};

/**
 * Unmasking the rows of a console list (issue 33): the API answers every row masked; a row's button asks the
 * reason (UnmaskDialog) and shows that row's answer in full until it is masked again or the screen is left.
 * The full values live in this screen's state only, never in the query cache.
 */
export function useUnmasking<T extends { id: number }>(view: UnmaskViewName): Unmasking<T>;
/** No unmasking for a list without personal data (`null`): the hook's state is kept all the same, as hooks must be. */
export function useUnmasking<T extends { id: number }>(view: UnmaskViewName | null): Unmasking<T> | undefined;
export function useUnmasking<T extends { id: number }>(view: UnmaskViewName | null): Unmasking<T> | undefined {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ReadonlyMap<number, Record<string, string>>>(new Map());
  const [asking, setAsking] = useState<number | null>(null);
  const rows = useCallback((items: readonly T[]) => items.map((item) => (shown.has(item.id) ? { ...item, ...shown.get(item.id) } : item)), [shown]);
  const hide = (id: number) =>
    setShown((before) => {
      const next = new Map(before);
      next.delete(id);
      return next;
    });
  const column: TableColumnType<T> = {
    key: 'unmask',
    title: t('masking.column'),
    render: (_value: unknown, item: T) => {
      const row = t('masking.row', { id: item.id });
      return shown.has(item.id) ? (
        <Button size="small" icon={<EyeInvisibleOutlined />} aria-label={t('masking.hideRow', { row })} onClick={() => hide(item.id)}>
          {t('masking.hide')}
        </Button>
      ) : (
        <Button size="small" icon={<EyeOutlined />} aria-label={t('masking.showRow', { row })} onClick={() => setAsking(item.id)}>
          {t('masking.show')}
        </Button>
      );
    },
  };
  if (view === null) return undefined;
  const dialog = (
    <UnmaskDialog view={view} id={asking} onClose={() => setAsking(null)} onUnmasked={(id, fields) => setShown((before) => new Map(before).set(id, fields))} />
  );
  return { rows, column, dialog };
}
