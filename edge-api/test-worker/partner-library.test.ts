// The partner library in workerd on D1 and R2: an ADMIN uploads a document's file (stored in R2) and
// registers the document (claimed in D1); a partner finds it first, downloads the file and steps to the
// next document; a member and a visitor reach neither the document nor its file.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PartnerLibraryNeighbours, PartnerLibraryView } from '#core/schemas/partner-library.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

describe('the partner library in workerd on D1 and R2', () => {
  it('registers a document with a file in R2, served to partners only, with its neighbours', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const admin = await signIn(app, 'admin@example-analytics.com');
    const asAdmin = { cookie: admin, origin: ORIGIN, 'accept-language': 'en' };

    const form = new FormData();
    form.set('code', 'PARTNER_LIBRARY');
    form.append('files', new File([new TextEncoder().encode('step,owner\nkick-off,partner\n')], 'onboarding-plan.csv', { type: 'text/csv' }));
    const upload = await app.request(`${ORIGIN}/api/auth/upload-attachment`, { method: 'POST', body: form, headers: asAdmin });
    expect(upload.status).toBe(200);
    const uploaded = (await upload.json<{ data: { storedPath: string; name: string; extension: string; size: number }[] }>()).data;
    const created = await app.request(`${ORIGIN}/api/admin/partner-library`, {
      method: 'POST',
      headers: { ...asAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({
        titleKr: '파트너 온보딩 계획',
        titleEn: 'Partner onboarding plan',
        contentKr: '<p>첫 달 일정입니다.</p>',
        contentEn: '<p>The first month.</p>',
        attachments: uploaded,
      }),
    });
    expect(created.status).toBe(201);
    const document = (await created.json<{ data: PartnerLibraryView }>()).data;
    const path = `${ORIGIN}/api${document.attachments[0]?.storedPath}`;
    expect(await env.BLOBS.head(document.attachments[0]!.storedPath.replace(/^\//, ''))).not.toBeNull();

    const partner = await signIn(app, 'partner@dataworks-partner.co.kr');
    const list = await (
      await app.request(`${ORIGIN}/api/partner/partner-library`, { headers: { cookie: partner } })
    ).json<{ data: { items: PartnerLibraryView[] } }>();
    expect(list.data.items[0]?.id).toBe(document.id);
    const file = await app.request(path, { headers: { cookie: partner } });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('step,owner\nkick-off,partner\n');
    const neighbours = await (
      await app.request(`${ORIGIN}/api/partner/partner-library/next-and-previous?id=${document.id}`, { headers: { cookie: partner } })
    ).json<{ data: PartnerLibraryNeighbours }>();
    expect(neighbours.data.previous).toBeNull();
    expect(neighbours.data.next?.id).toBe(list.data.items[1]?.id);

    const member = await signIn(app, 'member@hanbit-manufacturing.co.kr');
    for (const cookie of ['', member]) {
      expect((await app.request(path, { headers: { cookie } })).status).toBe(404);
      expect((await app.request(`${ORIGIN}/api/partner/partner-library?id=${document.id}`, { headers: { cookie } })).status).toBe(cookie ? 403 : 401);
    }
  });
});
