import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { webhookBody, webhookBodyFor, webhookUrlProblem } from './webhook.ts';

describe('a webhook’s address', () => {
  it.each([
    ['https://hooks.slack.com/services/T000/B000/XXXX', null],
    ['https://example.webhook.office.com/webhookb2/abc', null],
    ['http://hooks.example.com/portal', 'webhook.urlNotHttps'],
    ['https://localhost/hook', 'webhook.urlNotPublic'],
    ['https://127.0.0.1:8080/hook', 'webhook.urlNotPublic'],
    ['https://2130706433/hook', 'webhook.urlNotPublic'],
    ['https://10.0.0.8/hook', 'webhook.urlNotPublic'],
    ['https://169.254.169.254/latest/meta-data', 'webhook.urlNotPublic'],
    ['https://[::1]/hook', 'webhook.urlNotPublic'],
    ['https://[::ffff:192.168.0.1]/hook', 'webhook.urlNotPublic'],
    ['https://printer.local/hook', 'webhook.urlNotPublic'],
    ['https://intranet/hook', 'webhook.urlNotPublic'],
    ['ftp://files.example.com/x', 'webhook.urlInvalid'],
    ['javascript:alert(1)', 'webhook.urlInvalid'],
    ['hooks.example.com/portal', 'webhook.urlInvalid'],
    ['https://user:secret@hooks.example.com/', 'webhook.urlHasCredentials'],
  ])('%s → %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });

  it('reaches a loopback receiver only when the tests ask for it, and never a private network', () => {
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', 'public-and-loopback')).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook', 'public-and-loopback')).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.8/hook', 'public-and-loopback')).toBe('webhook.urlNotHttps');
    expect(webhookUrlProblem('https://192.168.1.1/hook', 'public-and-loopback')).toBe('webhook.urlNotPublic');
    expect(v.safeParse(webhookBody, { url: 'http://127.0.0.1:4000/hook', events: ['job.failed'] }).success).toBe(false);
    expect(v.safeParse(webhookBodyFor('public-and-loopback'), { url: 'http://127.0.0.1:4000/hook', events: ['job.failed'] }).success).toBe(true);
  });
});

describe('a webhook’s body', () => {
  it('trims the address, keeps each event once in the list’s order, and is on unless turned off', () => {
    const parsed = v.parse(webhookBody, { url: '  https://hooks.example.com/p  ', events: ['job.failed', 'report.created', 'job.failed'] });
    expect(parsed).toEqual({ url: 'https://hooks.example.com/p', events: ['report.created', 'job.failed'], active: true });
  });

  it('refuses no events, an unknown event and a test as an event', () => {
    for (const events of [[], ['report.deleted'], ['test']]) {
      expect(v.safeParse(webhookBody, { url: 'https://hooks.example.com/p', events }).success).toBe(false);
    }
  });
});
