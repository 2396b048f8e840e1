import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app.tsx';
import { adminI18n } from './lib/i18n.ts';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={adminI18n}>
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}
