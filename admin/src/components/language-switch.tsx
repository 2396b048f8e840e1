import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { langLabels, langs, type Lang } from '#core/i18n/locales.ts';
import { adminLang, setAdminLang } from '../lib/i18n.ts';

/** Korean (the default) or English; the choice is remembered for the next visit (admin spec §6). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('admin.frame.language')}>
      <Radio.Group
        size="small"
        optionType="button"
        value={i18n.language === 'en' ? 'en' : adminLang()}
        onChange={(event) => void setAdminLang(event.target.value as Lang)}
        options={langs.map((lang) => ({ value: lang, label: <span lang={lang}>{langLabels[lang]}</span> }))}
      />
    </div>
  );
}
