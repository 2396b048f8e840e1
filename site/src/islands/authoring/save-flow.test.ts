import { describe, expect, it } from 'vitest';
import { catalogues, translator } from '#core/i18n/translate.ts';
import { attachmentChanges, filesChanged, liveFiles, newItem, pendingItems, storedItems, type FileItem } from './file-items.ts';
import { fieldOfMessage } from './save-flow.ts';

describe('fieldOfMessage', () => {
  for (const lang of ['ko', 'en'] as const) {
    const t = translator(lang);
    // the templates as the island receives them (pickMessages: {{values}} unfilled)
    const raw = catalogues[lang];
    const templates = [
      ['industryCd', [raw['resources.selectIndustry']]],
      ['attachments', [raw['resources.errorExtentFile'], raw['common.errorMaxTotalSize']]],
    ] as const;

    it(`${lang}: finds the field of a server message, values filled in`, () => {
      expect(fieldOfMessage(t('resources.selectIndustry'), templates)).toBe('industryCd');
      expect(fieldOfMessage(t('resources.errorExtentFile', { files: '보고서.exe', extensions: 'pdf, csv' }), templates)).toBe('attachments');
      expect(fieldOfMessage(t('common.errorMaxTotalSize', { max: '50 MB' }), templates)).toBe('attachments');
    });

    it(`${lang}: names no field for a message about none of them`, () => {
      expect(fieldOfMessage(t('api.serverError'), templates)).toBeNull();
      expect(fieldOfMessage('', templates)).toBeNull();
    });
  }
});

describe('attachmentChanges', () => {
  const stored = storedItems([
    {
      id: 7,
      name: '보고서',
      extension: 'pdf',
      size: 1200,
      storedPath: '/files/success-story-atm/0f6c1c36-4b5e-4d1e-9d8b-2a8e7f1c0a11.pdf',
      attachmentType: 'ATTACHMENT',
    },
    {
      id: 8,
      name: 'data',
      extension: 'csv',
      size: 300,
      storedPath: '/files/success-story-atm/1f6c1c36-4b5e-4d1e-9d8b-2a8e7f1c0a12.csv',
      attachmentType: 'ATTACHMENT',
    },
  ]);
  const picked = newItem(new File(['a,b\n1,2'], '수요.예측.csv', { type: 'text/csv' }));

  it('keeps stored files by id, sends removed ones with isDeleted 1 and new ones as uploaded', () => {
    const uploaded = {
      storedPath: '/files/success-story-atm/2f6c1c36-4b5e-4d1e-9d8b-2a8e7f1c0a13.csv',
      name: '수요.예측',
      extension: 'csv',
      size: 7,
      attachmentType: 'ATTACHMENT' as const,
    };
    const items: FileItem[] = [
      stored[0]!,
      { ...(stored[1] as Extract<FileItem, { kind: 'stored' }>), removed: true },
      { ...(picked as Extract<FileItem, { kind: 'new' }>), uploaded },
    ];
    expect(attachmentChanges(items, 'ATTACHMENT')).toEqual([
      { id: 7, attachmentType: 'ATTACHMENT' },
      { id: 8, isDeleted: 1, attachmentType: 'ATTACHMENT' },
      uploaded,
    ]);
    expect(pendingItems(items)).toEqual([]);
    expect(filesChanged(items)).toBe(true);
  });

  it('uploads only the files without an id, and counts the live ones for the rules', () => {
    const items = [...stored, picked];
    expect(pendingItems(items).map((item) => item.key)).toEqual([picked.key]);
    expect(liveFiles(items)).toEqual([
      { name: '보고서', extension: 'pdf', size: 1200 },
      { name: 'data', extension: 'csv', size: 300 },
      { name: '수요.예측', extension: 'csv', size: 7 },
    ]);
    expect(filesChanged(stored)).toBe(false);
  });
});
