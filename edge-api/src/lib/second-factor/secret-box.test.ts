import { describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { useApp, type TestApp } from '../../testing/api-kit.ts';
import { openSecret, sealSecret } from './secret-box.ts';

let t: TestApp;
useApp((app) => (t = app));

const secret = new Uint8Array(Array.from({ length: 20 }, (_, i) => i * 7));
const withSetting = (value: string) => ({ ...t.deps, config: { ...t.deps.config, secondFactorSecret: value } });

describe('the authenticator secrets at rest (issue 34)', () => {
  it('seal with a new IV each time and open for their own account only', async () => {
    const one = await sealSecret(t.deps, 7, secret);
    const two = await sealSecret(t.deps, 7, secret);
    expect(one).not.toBe(two);
    expect(await openSecret(t.deps, 7, one)).toEqual(secret);
    // copied to another account's row, it opens nowhere
    await expect(openSecret(t.deps, 8, one)).rejects.toThrow();
  });

  it("without SECOND_FACTOR_SECRET use a key made once and kept in the database; with it, the setting's key, which the database's cannot open", async () => {
    const sealed = await sealSecret(t.deps, 3, secret);
    expect(sealed).toMatch(/^v1\./);
    const [kept] = await t.db.select().from(schema.secondFactorKey);
    expect(kept?.secret).toMatch(/^[\w-]{43}$/);
    const configured = withSetting('s'.repeat(40));
    const bySetting = await sealSecret(configured, 3, secret);
    expect(bySetting).toMatch(/^v1s\./);
    expect(await openSecret(configured, 3, bySetting)).toEqual(secret);
    // an app enrolled before the deployment set the setting still opens after it
    expect(await openSecret(configured, 3, sealed)).toEqual(secret);
    await expect(openSecret(t.deps, 3, bySetting)).rejects.toThrow('does not have');
    await expect(openSecret(withSetting('t'.repeat(40)), 3, bySetting)).rejects.toThrow();
  });

  it('refuse a changed value', async () => {
    const sealed = await sealSecret(t.deps, 5, secret);
    const [version, iv, body = ''] = sealed.split('.');
    const flipped = `${version}.${iv}.${body.slice(0, -2)}${body.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(openSecret(t.deps, 5, flipped)).rejects.toThrow();
    await expect(openSecret(t.deps, 5, 'v0.x.y')).rejects.toThrow('not a sealed');
  });
});
