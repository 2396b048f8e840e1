import { KeyOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusHeading } from '../../../lib/heading-focus.ts';
import { ceremonyMessageKey, passkeysSupported } from '../../../lib/passkey-ceremony.ts';
import { adminUserKey } from '../api/admin-user.ts';
import { signInWithPasskey } from '../api/passkey-sign-in.ts';

/**
 * The console's sign-in by a passkey alone (issue 34, decision 053): a passkey added in the console, with the user's
 * verification, is two factors in itself, so the mailed code is not asked for. A browser without WebAuthn is not offered it.
 */
export function PasskeySignIn() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey, user);
      void navigate('/', { replace: true, state: focusHeading });
    },
    // a refused call was shown by the API client; a ceremony the browser ended is said here
    onError: (error) => {
      const key = ceremonyMessageKey(error);
      if (key) void message.error(t(key));
    },
  });
  if (!passkeysSupported()) return null;
  return (
    <>
      <Divider plain>{t('passkey.or')}</Divider>
      <Button block icon={<KeyOutlined />} loading={signIn.isPending} onClick={() => signIn.mutate()}>
        {signIn.isPending ? t('passkey.signingIn') : t('passkey.signIn')}
      </Button>
    </>
  );
}
