import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema } from '#core/schemas/password.ts';
import { checkRule, schemaRule } from '../../../lib/form-rules.ts';

/** New password and its confirmation, checked with the password policy of core/ (portal spec §5). */
export function NewPasswordFields<T extends { newPassword: string; confirmPassword: string }>({ form, current }: { form: FormInstance<T>; current?: string }) {
  const { t } = useTranslation();
  const label = t('admin.changePassword.new');
  const confirm = t('admin.changePassword.confirm');
  return (
    <>
      <Form.Item
        name="newPassword"
        label={label}
        extra={t('admin.changePassword.rules')}
        dependencies={current ? [current] : []}
        rules={[
          schemaRule(newPasswordSchema, t, label),
          checkRule((value) => (current && value && value === form.getFieldValue(current as never) ? t('validation.passwordSame', { field: label }) : null)),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={confirm}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('validation.required', { field: confirm }) },
          checkRule((value) => (value && value !== form.getFieldValue('newPassword' as never) ? t('validation.passwordConfirm', { field: confirm }) : null)),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
