import { Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { termLabelKey, type ConsentHistory as Consent } from '#core/schemas/people.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';

/** What the account agreed to (portal spec §3): the required and optional items, when, and the marketing consent's date. */
export function ConsentHistory({ consent }: { consent: Consent | null }) {
  const { t } = useTranslation();
  const terms = (items: string[]) =>
    items.length === 0 ? (
      t('people.consent.noneGiven')
    ) : (
      <Space wrap size={[4, 4]}>
        {items.map((item) => (
          <Tag key={item}>{t(termLabelKey(item))}</Tag>
        ))}
      </Space>
    );
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('people.consent.title')}</h2>}>
      {consent ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'agreedAt', label: t('people.consent.agreedAt'), children: formatInstant(consent.agreedAt) },
            { key: 'lang', label: t('people.consent.lang'), children: t(`people.form.lang.${consent.lang}`) },
            { key: 'required', label: t('people.consent.required'), children: terms(consent.requiredTerms) },
            { key: 'optional', label: t('people.consent.optional'), children: terms(consent.optionalTerms) },
            {
              key: 'marketing',
              label: t('people.consent.marketingAgreedAt'),
              children: consent.marketingAgreedAt ? formatInstant(consent.marketingAgreedAt) : t('people.consent.noneGiven'),
            },
          ]}
        />
      ) : (
        <Empty description={t('people.consent.none')} />
      )}
    </Card>
  );
}
