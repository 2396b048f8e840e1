import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The console's frame. Its screens, starting with the admin sign-in, arrive with the identity issue. */
export function App() {
  const { t, i18n } = useTranslation();
  const name = t('admin.consoleName');
  useEffect(() => {
    document.title = name;
    document.documentElement.lang = i18n.language;
  }, [name, i18n.language]);
  return (
    <main>
      <h1>{name}</h1>
    </main>
  );
}
