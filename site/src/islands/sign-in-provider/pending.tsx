// The identity a sign-in provider vouched for, as the pages after the provider read it (issue 34): loaded from
// GET /api/public/sign-in-providers/pending; when none waits in this browser (the sign-in ended, was used, or
// began in another browser), the page says so and leads back to the sign-in.
import { useEffect, useState } from 'react';
import type { Lang } from '#core/i18n/locales.ts';
import type { PendingIdentity } from '#core/schemas/sign-in-provider.ts';
import { memberHrefs } from '../../lib/member-paths.ts';
import { callApi } from '../lib/api-client.ts';

/** The waiting identity, 'missing' when none waits (the call answers null) or it could not be read, null while loading. */
export function usePendingIdentity(lang: Lang): PendingIdentity | 'missing' | null {
  const [pending, setPending] = useState<PendingIdentity | 'missing' | null>(null);
  useEffect(() => {
    callApi('GET /api/public/sign-in-providers/pending', { lang }).then(
      (answer) => setPending(answer.data ?? 'missing'),
      () => setPending('missing'),
    );
  }, [lang]);
  return pending;
}

export function PendingMissing({ lang, messages }: { lang: Lang; messages: Record<'provider.pendingMissing' | 'login.title', string> }) {
  return (
    <div role="alert">
      <p>{messages['provider.pendingMissing']}</p>
      <p>
        <a className="button" href={memberHrefs(lang).login}>
          {messages['login.title']}
        </a>
      </p>
    </div>
  );
}
