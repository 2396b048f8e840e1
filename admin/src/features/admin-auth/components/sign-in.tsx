import { Alert, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Channel } from '../api/sign-in.ts';
import { CodeStep } from './code-step.tsx';
import { FindPasswordLink } from './find-password-modal.tsx';
import { PasswordStep } from './password-step.tsx';

/** What another screen asks the sign-in screen to say (password changed, expired, reset). */
export type SignInNotice = { notice: string; tone: 'success' | 'warning' };

/** The admin sign-in of admin spec §2 and §4: the password step, then the access code. */
export function SignIn() {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = location.state as SignInNotice | null;
  const [channels, setChannels] = useState<Channel[] | null>(null);
  return (
    <>
      {notice?.notice && <Alert type={notice.tone} showIcon title={t(notice.notice)} style={{ marginBottom: 16 }} />}
      <Steps
        size="small"
        current={channels ? 1 : 0}
        aria-label={t('admin.login.step')}
        items={[{ title: t('admin.login.stepPassword') }, { title: t('admin.login.stepCode') }]}
        style={{ marginBottom: 24 }}
      />
      {channels ? <CodeStep channels={channels} onStartOver={() => setChannels(null)} /> : <PasswordStep onPassed={setChannels} />}
      {!channels && <FindPasswordLink />}
    </>
  );
}
