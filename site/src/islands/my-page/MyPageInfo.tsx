// /my-page/info (portal spec §2, §3, §4): the member's data, the consents with the marketing switch,
// the renewal of an expired marketing consent, links to change the data or the password, and deletion.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import type { MyPageInfo as Info } from '#core/schemas/account-answers.ts';
import { formatDate } from '../../lib/format.ts';
import { importPasswordHref } from '../../lib/my-page-paths.ts';
import { formatPhone } from '../../lib/phone.ts';
import { callApi } from '../lib/api-client.ts';
import { flashMessageKeys, profileFieldMessageKeys } from '../lib/message-keys.ts';
import { useFlashToast } from '../lib/use-flash-toast.ts';
import { Dialog, dialogMessageKeys } from '../ui/Dialog.tsx';
import { showToast } from '../ui/toast-store.ts';
import { toastFailure } from './api-error.ts';
import { ConsentList, consentMessageKeys, type Terms } from './ConsentList.tsx';
import { DeleteAccount, deleteAccountMessageKeys } from './DeleteAccount.tsx';
import { loadMyPageInfo } from './my-page-api.ts';
import './my-page.css';

export const myPageInfoMessageKeys = [
  'myPage.account',
  'myPage.loading',
  'myPage.loadFailed',
  'myPage.privilege',
  'myPage.createdDtm',
  'myPage.lastAccess',
  'myPage.none',
  'myPage.edit',
  'myPage.reagreeTitle',
  'myPage.reagreeBody',
  'userMenu.changePassword',
  ...profileFieldMessageKeys,
  ...consentMessageKeys,
  ...deleteAccountMessageKeys,
  ...dialogMessageKeys,
  ...flashMessageKeys,
] as const satisfies readonly MessageKey[];
type Messages = Record<(typeof myPageInfoMessageKeys)[number], string>;

type Props = {
  lang: Lang;
  messages: Messages;
  hrefs: { changeInfo: string; changePassword: string; home: string };
  /** Whether the session's password re-entry was still open when the page was made. */
  reauthOpen: boolean;
};

export function MyPageInfo({ lang, messages, hrefs, reauthOpen }: Props) {
  useFlashToast(messages);
  const [info, setInfo] = useState<Info | null>(null);
  const [failed, setFailed] = useState(false);
  const [askReagree, setAskReagree] = useState(false);

  useEffect(() => {
    // without an open re-entry the API would refuse the call: go to the re-entry, which comes back here
    if (!reauthOpen) {
      window.location.assign(importPasswordHref(lang, window.location.pathname));
      return;
    }
    loadMyPageInfo(lang)
      .then(async (loaded) => {
        if (!loaded) return;
        setInfo(loaded);
        const user = await callApi('GET /api/auth/user-info', { lang });
        setAskReagree(user.data.isShowPopUpAgreementExpired);
      })
      .catch(() => setFailed(true));
  }, [lang, reauthOpen]);

  const reagree = async () => {
    setAskReagree(false);
    try {
      const answer = await callApi('PUT /api/auth/change-term-agreement', {
        body: { isAgreeItem5: true, isAgreeOptionalItem6: info?.historyTermAgreement.isAgreeOptionalItem6 ?? false },
        lang,
      });
      if (info) setInfo({ ...info, historyTermAgreement: { ...info.historyTermAgreement, ...answer.data, marketingAgreedAt: new Date().toISOString() } });
      showToast({ type: 'success', message: answer.message });
    } catch (error) {
      toastFailure(error, messages);
    }
  };

  if (failed) return <p role="alert">{messages['myPage.loadFailed']}</p>;
  if (!info) return <p aria-busy="true">{messages['myPage.loading']}</p>;

  const none = messages['myPage.none'];
  const rows: { label: string; value: string }[] = [
    { label: messages['field.username'], value: info.username },
    { label: messages['field.name'], value: info.name },
    { label: messages['field.companyName'], value: info.companyName },
    { label: messages['field.departmentName'], value: info.departmentName || none },
    { label: messages['field.country'], value: info.country },
    { label: messages['field.phoneNumber'], value: formatPhone(info.phoneNumber) },
    { label: messages['field.secondaryEmail'], value: info.secondaryEmail || none },
    { label: messages['myPage.privilege'], value: info.privilege ?? none },
    { label: messages['myPage.createdDtm'], value: formatDate(info.createdDtm, lang) },
    { label: messages['myPage.lastAccess'], value: info.lastAccess ? formatDate(info.lastAccess, lang) : none },
  ];

  return (
    <div className="mp-stack" data-my-page-info>
      <section className="mp-card" aria-labelledby="mp-account">
        <h2 id="mp-account">{messages['myPage.account']}</h2>
        <dl className="mp-list">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mp-actions">
          <a className="button" href={hrefs.changeInfo}>
            {messages['myPage.edit']}
          </a>
          <a className="button button--secondary" href={hrefs.changePassword}>
            {messages['userMenu.changePassword']}
          </a>
        </div>
      </section>
      <ConsentList
        lang={lang}
        messages={messages}
        terms={info.historyTermAgreement}
        onChange={(terms: Terms) => setInfo({ ...info, historyTermAgreement: terms })}
      />
      <div className="mp-actions mp-actions--end">
        <DeleteAccount lang={lang} messages={messages} homeHref={hrefs.home} />
      </div>
      <Dialog
        open={askReagree}
        title={messages['myPage.reagreeTitle']}
        body={<p>{messages['myPage.reagreeBody']}</p>}
        messages={messages}
        onOk={() => void reagree()}
        onCancel={() => setAskReagree(false)}
      />
    </div>
  );
}
