import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once (issue 34): at an enrolment's confirmation and at each renewal. */
export function RecoveryCodesCard({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Flex vertical gap={12} style={{ maxWidth: 520 }} data-recovery-codes>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} ref={heading} tabIndex={-1}>
        {t('secondFactor.page.codesTitle')}
      </Typography.Title>
      <Alert type="warning" showIcon title={t('secondFactor.page.codesLead')} />
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '4px 32px', margin: 0, paddingInlineStart: 20 }}>
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ul>
      <Button type="primary" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
        {t('secondFactor.page.codesDone')}
      </Button>
    </Flex>
  );
}
