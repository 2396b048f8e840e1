import { Alert, Button, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AdminLoginAnswer } from '#core/schemas/admin-auth.ts';
import { CodeStep } from './code-step.tsx';
import { FindPasswordLink } from './find-password-modal.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { PasswordStep } from './password-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

/** What another screen asks the sign-in screen to say (password changed, expired, reset). */
export type SignInNotice = { notice: string; tone: 'success' | 'warning' };

/**
 * The admin sign-in of admin spec §2 and §4: the password step, then the access code; or, for an admin with an
 * authenticator app or a passkey, that instead (or a recovery code), the mailed code one choice away while the
 * console's policy offers it; or a passkey alone (issue 34).
 */
export function SignIn() {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = location.state as SignInNotice | null;
  const [answer, setAnswer] = useState<AdminLoginAnswer | null>(null);
  const [byMail, setByMail] = useState(false);
  const startOver = () => {
    setAnswer(null);
    setByMail(false);
  };
  const ownFactors = answer?.secondFactor ?? [];
  const ownFactor = ownFactors.length > 0 && !(byMail && answer?.channels.length);
  return (
    <>
      {notice?.notice && <Alert type={notice.tone} showIcon title={t(notice.notice)} style={{ marginBottom: 16 }} />}
      <Steps
        size="small"
        current={answer ? 1 : 0}
        aria-label={t('admin.login.step')}
        items={[{ title: t('admin.login.stepPassword') }, { title: t('admin.login.stepCode') }]}
        style={{ marginBottom: 24 }}
      />
      {answer?.enrolSecondFactor && <Alert type="info" showIcon title={t('secondFactor.console.enrolNext')} style={{ marginBottom: 16 }} />}
      {answer && ownFactor && answer.channels.length === 0 && (
        <Alert type="info" showIcon title={t('secondFactor.console.appOnly')} style={{ marginBottom: 16 }} />
      )}
      {!answer && <PasswordStep onPassed={setAnswer} />}
      {answer && ownFactor && (
        <SecondFactorStep factors={ownFactors} onUseMail={answer.channels.length > 0 ? () => setByMail(true) : undefined} onStartOver={startOver} />
      )}
      {answer && !ownFactor && <CodeStep channels={answer.channels} onStartOver={startOver} />}
      {answer && !ownFactor && ownFactors.length > 0 && (
        <Button type="link" onClick={() => setByMail(false)}>
          {t('secondFactor.console.useApp')}
        </Button>
      )}
      {!answer && <FindPasswordLink />}
      {!answer && <PasskeySignIn />}
    </>
  );
}
