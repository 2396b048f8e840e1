import { describe, expect, it } from 'vitest';
import { readNodeEnv, readWorkerEnv } from '../../env.ts';
import { providerDefaults } from './settings.ts';

// The sign-in providers' settings (issue 34, decision 054), as the Node start and the Worker read them: a provider
// is on with its client id and secret, at its own endpoints unless moved, and a half-set provider or an endpoint a
// third party could read stops the start with a message saying what to set.

describe('the sign-in providers in the settings', () => {
  it('are off without their settings, and on with a client id and secret at the providers’ own endpoints', () => {
    expect(readNodeEnv({}).signInProviders).toEqual({});
    const on = readNodeEnv({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      NAVER_CLIENT_ID: 'n-id',
      NAVER_CLIENT_SECRET: 'n-secret',
    }).signInProviders;
    expect(on).toEqual({
      google: { protocol: 'oidc', clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
      naver: { protocol: 'oauth', clientId: 'n-id', clientSecret: 'n-secret', ...providerDefaults.naver },
    });
  });

  it('are read from the Worker’s variables and secrets alike', () => {
    const settings = readWorkerEnv({
      DB: {},
      BLOBS: {},
      PUBLIC_SITE_URL: 'https://portal.example.com',
      KAKAO_CLIENT_ID: 'k-id',
      KAKAO_CLIENT_SECRET: 'k-secret',
      KAKAO_TOKEN_ENDPOINT: 'https://kauth.example.com/oauth/token',
    });
    expect(settings.signInProviders.kakao).toEqual({
      protocol: 'oauth',
      clientId: 'k-id',
      clientSecret: 'k-secret',
      ...providerDefaults.kakao,
      tokenEndpoint: 'https://kauth.example.com/oauth/token',
    });
  });

  it('refuse to start with half a provider, or an endpoint that is not https away from this machine', () => {
    expect(() => readNodeEnv({ GOOGLE_CLIENT_ID: 'g-id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both/);
    expect(() => readNodeEnv({ KAKAO_CLIENT_SECRET: 'k-secret' })).toThrow(/KAKAO_CLIENT_ID and KAKAO_CLIENT_SECRET: set both/);
    expect(() => readNodeEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://accounts.example.com' })).toThrow(
      /GOOGLE_ISSUER: must be an https:\/\//,
    );
    expect(() => readNodeEnv({ NAVER_CLIENT_ID: 'n', NAVER_CLIENT_SECRET: 's', NAVER_PROFILE_ENDPOINT: 'https://openapi.example.com/me?token=1' })).toThrow(
      /NAVER_PROFILE_ENDPOINT: must be an https:\/\/ URL without a query/,
    );
    // the tests' servers on this machine
    expect(readNodeEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:5365' }).signInProviders.google?.issuer).toBe(
      'http://127.0.0.1:5365',
    );
  });
});
