import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { wholeNumber } from '#core/schemas/batch.ts';
import { schemaRule } from '../../lib/form-rules.ts';

/** A whole number within the bounds the server enforces (core/schemas/batch.ts), with its unit after it. */
export function NumberField({
  name,
  label,
  unit,
  limits,
  help,
}: {
  name: string;
  label: string;
  unit: string;
  limits: { min: number; max: number };
  help?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={help ?? t('batch.range', { min: limits.min, max: limits.max, unit })}
      rules={[schemaRule(wholeNumber(limits), t, label)]}
    >
      {/* no min and max here: the input would clamp silently, where the rule says what is allowed */}
      <InputNumber precision={0} suffix={unit} style={{ width: 200 }} />
    </Form.Item>
  );
}
