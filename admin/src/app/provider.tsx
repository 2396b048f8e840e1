import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { TOAST_MS } from '#core/constants.ts';
import { adminI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

// antd's default blue (#1677ff, 4.1:1 on white), red (3.3:1) and grey texts (0.45 black, 3.4:1) fail WCAG AA's
// 4.5:1; their darker steps and 0.62 black pass. The hover and pressed shades are set too: antd derives a
// lighter hover (#2e7ae6, 4.2:1 under white text), which a pointer resting on a button would show.
const grey = 'rgba(0, 0, 0, 0.62)';
const theme = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorTextSecondary: grey,
    colorTextDescription: grey,
    colorTextTertiary: grey,
    colorTextPlaceholder: grey,
    colorError: '#cf1322',
  },
};

function Localized({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : koKR} theme={theme}>
      {/* toasts hide after 4 seconds (admin spec §9) */}
      <AntApp message={{ duration: TOAST_MS / 1000, maxCount: 3 }}>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The console's providers: messages, server state, the component library in the admin's language. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={adminI18n}>
      <QueryClientProvider client={queryClient}>
        <Localized>{children}</Localized>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
