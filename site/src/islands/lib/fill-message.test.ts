import { describe, expect, it } from 'vitest';
import { pickMessages, translator } from '#core/i18n/translate.ts';
import { fillMessage } from './fill-message.ts';

describe('fillMessage', () => {
  it('fills every placeholder and leaves one without a value', () => {
    const messages = { greeting: '{{name}}, {{name}}: {{count}} / {{missing}}' };
    expect(fillMessage(messages, 'greeting', { name: 'Kim', count: 0 })).toBe('Kim, Kim: 0 / {{missing}}');
  });

  it('chooses the plural form by the language, as the pages do with i18next', () => {
    const keys = ['login.expiryBody_one', 'login.expiryBody_other'] as const;
    for (const lang of ['ko', 'en'] as const) {
      const messages = pickMessages(lang, keys);
      const t = translator(lang);
      for (const count of [0, 1, 2, 7]) {
        expect(fillMessage(messages, 'login.expiryBody', { count }, lang)).toBe(t('login.expiryBody', { count }));
      }
    }
    const en = pickMessages('en', keys);
    expect(fillMessage(en, 'login.expiryBody', { count: 1 }, 'en')).toContain('1 day.');
    expect(fillMessage(en, 'login.expiryBody', { count: 3 }, 'en')).toContain('3 days.');
  });

  it('fills a message that is not plural the same as i18next, count included', () => {
    const messages = pickMessages('en', ['editor.codeSelected', 'editor.toolbar'] as const);
    const t = translator('en');
    expect(fillMessage(messages, 'editor.codeSelected', { count: 3 })).toBe(t('editor.codeSelected', { count: 3 }));
    expect(fillMessage(messages, 'editor.toolbar', { field: 'Overview' })).toBe(t('editor.toolbar', { field: 'Overview' }));
  });
});
