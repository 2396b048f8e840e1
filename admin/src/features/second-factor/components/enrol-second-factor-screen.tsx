import { Alert, Card, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppEnrolment } from './app-enrolment.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { RecoveryCodesCard } from './recovery-codes-card.tsx';

/**
 * The only screen of a console session that must first enrol a strong second factor (issue 34): the console's policy
 * is on and the admin had none, so the mailed code proved this sign-in one last time. Once the app is on and its
 * recovery codes are kept, or a passkey is added, `onDone` opens the console (the frame reads the session again).
 */
export function EnrolSecondFactorScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card style={{ maxWidth: 640 }}>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('secondFactor.console.enrolTitle')}
        </Typography.Title>
        <Alert type="warning" showIcon title={t('secondFactor.console.enrolLead')} />
        {codes ? (
          <RecoveryCodesCard codes={codes} onDone={onDone} />
        ) : (
          <>
            <AppEnrolment onEnabled={setCodes} />
            <Divider plain>{t('passkey.or')}</Divider>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t('passkey.consoleTitle')}
            </Typography.Title>
            <PasskeyList onAdded={onDone} />
          </>
        )}
      </Flex>
    </Card>
  );
}
