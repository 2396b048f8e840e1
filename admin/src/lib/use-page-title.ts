import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the document after the screen, in the admin's language (one title per screen). */
export function usePageTitle(screen: string): void {
  const { t } = useTranslation();
  const title = `${screen} | ${t('admin.consoleName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
