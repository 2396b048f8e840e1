import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiHandlers } from '../lib/api-client.ts';
import type { AdminRouter } from './router.tsx';

/**
 * Connects the API client to the screen: failures become error toasts (admin spec §8), and a 401
 * while signed in forgets the session, says so in the admin's language and goes to /admin/login (§4).
 */
export function SessionExpiry({ router }: { router: AdminRouter }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    setApiHandlers({
      toastError: (text) => void message.error(text),
      sessionExpired: () => {
        queryClient.clear();
        void message.error(t('admin.sessionExpired'));
        void router.navigate('/login', { replace: true });
      },
    });
  }, [message, queryClient, router, t]);
  return null;
}
