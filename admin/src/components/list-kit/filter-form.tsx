import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space } from 'antd';
import { useId, type ReactNode } from 'react';

type Props<V> = {
  /** The search landmark's name. */
  label: string;
  /** The form's name (its fields' ids start with it). */
  name: string;
  /** The fields as the address has them. */
  initialValues: V;
  onSearch: (values: V) => void;
  searchText: string;
  /** The reset button, back to the list's first page without filters; none when not given. */
  reset?: { text: string; onReset: () => void };
  /** The filter fields (Form.Item each). */
  children: ReactNode;
};

/**
 * A list's filters: the fields, search and (where the list has one) reset, in a search landmark. The form
 * follows the address: a reset, a reload or the back button shows the filters of the rows shown.
 */
export function FilterForm<V extends object>({ label, name, initialValues, onSearch, searchText, reset, children }: Props<V>) {
  return (
    <search aria-label={label}>
      <Form<V> key={JSON.stringify(initialValues)} name={name} layout="inline" initialValues={initialValues} onFinish={onSearch} style={{ rowGap: 12 }}>
        {children}
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {searchText}
          </Button>
          {reset && (
            <Button icon={<ReloadOutlined />} onClick={reset.onReset}>
              {reset.text}
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
