import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a list's filter form is called and says, declared once per list: the form's name (its fields' ids
 * start with it) and the message keys of the search landmark's name, the search button and, where the
 * list has one, the reset button.
 */
export type FilterFormText = { name: string; label: string; search: string; reset?: string };

type Props<V> = {
  text: FilterFormText;
  /** The fields as the address has them. */
  initialValues: V;
  onSearch: (values: V) => void;
  /** Back to the list's first page without filters (with `text.reset`). */
  onReset?: () => void;
  /** The filter fields (Form.Item each). */
  children: ReactNode;
};

/**
 * A list's filters: the fields, search and (where the list has one) reset, in a search landmark. The form
 * follows the address: a reset, a reload or the back button shows the filters of the rows shown.
 */
export function FilterForm<V extends object>({ text, initialValues, onSearch, onReset, children }: Props<V>) {
  const { t } = useTranslation();
  return (
    <search aria-label={t(text.label)}>
      <Form<V> key={JSON.stringify(initialValues)} name={text.name} layout="inline" initialValues={initialValues} onFinish={onSearch} style={{ rowGap: 12 }}>
        {children}
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t(text.search)}
          </Button>
          {text.reset && onReset && (
            <Button icon={<ReloadOutlined />} onClick={onReset}>
              {t(text.reset)}
            </Button>
          )}
        </Space>
      </Form>
    </search>
  );
}

/** "All" first, then the list's choices: the options of a filter whose empty value shows every row. */
export const withAll = (all: string, options: readonly { value: string; label: string }[]) => [{ value: '', label: all }, ...options];

/** A list's one filter that applies as soon as it is chosen (no search button), in a search landmark. */
export function SelectFilter({
  label,
  field = label,
  value,
  options,
  onChange,
  width = 180,
}: {
  /** The search landmark's name. */
  label: string;
  /** The field's label, when it is not the landmark's name. */
  field?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  width?: number;
}) {
  const id = useId();
  return (
    <search aria-label={label}>
      <Form layout="inline">
        <Form.Item label={field} htmlFor={id}>
          <Select id={id} style={{ width }} value={value} onChange={onChange} options={options} />
        </Form.Item>
      </Form>
    </search>
  );
}
