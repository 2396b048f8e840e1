import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import { schema } from '#db/client.ts';
import { createMember, lastMail, type TestApp } from '../testing/api-kit.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { AppEnv } from '../types.ts';
import { recordSecurityChange } from './security-change.ts';

/** A route that records one change of `userId`'s account, with the middleware the API's calls read. */
function recorder(t: TestApp) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', t.deps);
      c.set('clientIp', '198.51.100.7');
      await next();
    })
    .post('/change/:userId', async (c) => {
      const [account] = await t.db
        .select()
        .from(schema.userAccount)
        .where(eq(schema.userAccount.id, Number(c.req.param('userId'))));
      if (!account) return c.text('none', 404);
      await recordSecurityChange(c, account, 'MEMBER', 'passkeyAdded', '노트북');
      return c.text('done');
    });
}

describe('a change to how an account signs in (issue 34)', () => {
  it.each(['ko', 'en'] as const)('is in the connection history and mailed to the owner in their language (%s)', async (lang) => {
    const t = await createTestApp();
    try {
      const member = await createMember(t, { lang });
      expect((await recorder(t).request(`/change/${member.id}`, { method: 'POST', headers: { 'user-agent': 'Test browser' } })).status).toBe(200);
      const rows = await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, member.id));
      expect(rows.map(({ event, detail, ip, userAgent, kind }) => ({ event, detail, ip, userAgent, kind }))).toContainEqual({
        event: 'SECURITY_CHANGE',
        detail: 'passkeyAdded:노트북',
        ip: '198.51.100.7',
        userAgent: 'Test browser',
        kind: 'MEMBER',
      });
      const mail = await lastMail(t, member.username);
      const say = translator(lang);
      expect(mail?.subject).toBe(say('mail.securityChanged.subject'));
      expect(mail?.body).toContain(say('mail.securityChanged.passkeyAdded'));
      // the passkey's name is the member's own words: the history keeps it, the mail does not repeat it
      expect(mail?.body).not.toContain('노트북');
    } finally {
      t.close();
    }
  });
});
