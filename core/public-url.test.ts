import { describe, expect, it } from 'vitest';
import { isPublicUrl } from './public-url.ts';

describe('isPublicUrl', () => {
  it.each([
    'https://github.com/analytics-portal/models',
    'http://example.com/guide?step=1#top',
    'ftp://ftp.example.org/pub/model.zip',
    'https://8.8.8.8/',
    'https://[2606:4700:4700::1111]/',
    'https://데이터.한국/가이드',
    '  https://example.com/trimmed  ',
  ])('accepts %s', (url) => {
    expect(isPublicUrl(url)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'mailto:someone@example.com',
    'http://localhost:8080/',
    'http://app.localhost/',
    'http://intranet/',
    'http://printer.local/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0.0.0.0/',
    'http://10.0.0.5/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:10.0.0.1]/',
    'https://user:secret@example.com/',
  ])('refuses %s', (url) => {
    expect(isPublicUrl(url)).toBe(false);
  });

  it('keeps public neighbours of private ranges', () => {
    expect(isPublicUrl('http://172.32.0.1/')).toBe(true);
    expect(isPublicUrl('http://11.0.0.1/')).toBe(true);
    expect(isPublicUrl('http://192.169.0.1/')).toBe(true);
  });
});
