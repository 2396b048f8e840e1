import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { DownloadHistoryItem } from '#core/schemas/download-history.ts';
import { schema } from '#db/client.ts';
import { recordPersonalInfoDownload } from '#db/queries/audit.ts';
import { EXPORT_MAX_ROWS } from '../../lib/excel.ts';
import { expectFailure, msg, readJson, signedInMember, useAdminApp, type TestApp } from '../../testing/api-kit.ts';
import { workbookText } from '../../testing/xlsx.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));

const record = (dataType: string, createdAt: string, extra: Partial<Parameters<typeof recordPersonalInfoDownload>[1]> = {}) =>
  recordPersonalInfoDownload(t.db, {
    adminId: 1,
    adminUsername: 'auditor@example.co.kr',
    dataType,
    reason: '정기 점검',
    fileName: '접속 이력_20240501.xlsx',
    rowCount: 12,
    filters: 'keyword=kim',
    ip: '198.51.100.7',
    createdAt,
    ...extra,
  });

beforeAll(async () => {
  await record('CONNECTION_HISTORY', '2024-05-01T00:00:00.000Z');
  await record('ADMIN_ACCESS_HISTORY', '2024-05-02T00:00:00.000Z', { reason: '=HYPERLINK("http://evil.example")' });
  await record('ACCOUNT', '2024-05-03T15:30:00.000Z', { reason: '감사 대응', filters: 'keyword=lee@hanbit.co.kr' });
});
afterAll(() => t.close());

const list = async (query: string, lang: 'ko' | 'en' = 'ko') => {
  const res = await t.get(`/api/admin/personal-info-download-hist?${query}`, lang, { cookie: admin().cookie });
  expect(res.status).toBe(200);
  return (await readJson<Page<DownloadHistoryItem>>(res)).data;
};

describe('GET /api/admin/personal-info-download-hist', () => {
  it('lists the downloads newest first with who, which data, how many rows, why and from where', async () => {
    const page = await list('fromDate=2024-05-01&toDate=2024-05-31');
    expect(page.items.map((item) => item.dataType)).toEqual(['ACCOUNT', 'ADMIN_ACCESS_HISTORY', 'CONNECTION_HISTORY']);
    expect(page.items[0]).toMatchObject({
      adminUsername: 'auditor@example.co.kr',
      rowCount: 12,
      reason: '감사 대응',
      ip: '198.51.100.7',
      // the addresses in the filters masked (issue 33); the admin, a console actor, in full
      filters: 'keyword=l***@hanbit.co.kr',
    });
  });

  it('filters by the data type and pages under the spec names (dataType, pageNo) as well as the shared ones', async () => {
    expect((await list('dataType=ACCOUNT&fromDate=2024-05-01')).items.map((item) => item.dataType)).toEqual(['ACCOUNT']);
    expect((await list('type=CONNECTION_HISTORY&fromDate=2024-05-01')).items.map((item) => item.dataType)).toEqual(['CONNECTION_HISTORY']);
    const second = await list('pageNo=2&pageSize=2&fromDate=2024-05-01&toDate=2024-05-31');
    expect({ page: second.page, total: second.total, types: second.items.map((item) => item.dataType) }).toEqual({
      page: 2,
      total: 3,
      types: ['CONNECTION_HISTORY'],
    });
  });

  it('refuses a malformed data type and a reversed period', async () => {
    await expectFailure(
      await t.get('/api/admin/personal-info-download-hist?dataType=drop%20table', 'ko', { cookie: admin().cookie }),
      422,
      'ko',
      'validation.invalid',
      {
        field: msg('ko', 'field.type'),
      },
    );
    await expectFailure(
      await t.get('/api/admin/personal-info-download-hist?fromDate=2024-05-03&toDate=2024-05-01', 'en', { cookie: admin().cookie }),
      422,
      'en',
      'console.dateRangeInvalid',
    );
  });

  it('is for admins only: a visitor and a member are refused', async () => {
    expect((await t.get('/api/admin/personal-info-download-hist', 'ko')).status).toBe(401);
    const member = await signedInMember(t);
    expect((await t.get('/api/admin/personal-info-download-hist', 'ko', { cookie: member.cookie })).status).toBe(401);
    expect((await t.get('/api/admin/personal-info-download-hist/download?reason=x', 'ko', { cookie: member.cookie })).status).toBe(401);
  });
});

describe('GET /api/admin/personal-info-download-hist/download', () => {
  it('exports in the caller language and time zone, escapes formulas, and is itself recorded as a personal download', async () => {
    const res = await t.get(
      `/api/admin/personal-info-download-hist/download?fromDate=2024-05-01&toDate=2024-05-31&reason=${encodeURIComponent('내부 감사')}`,
      'en',
      {
        cookie: admin().cookie,
        'timezone-offset': '240',
      },
    );
    expect(res.status).toBe(200);
    const disposition = decodeURIComponent(res.headers.get('content-disposition')?.split("UTF-8''")[1] ?? '');
    expect(disposition).toMatch(/^Personal info download history_\d{8}\.xlsx$/);
    const text = workbookText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Date and time (UTC-04:00)');
    // 15:30 UTC is 11:30 four hours west of Greenwich
    expect(text).toContain('2024-05-03 11:30:00');
    expect(text).toContain('Reason for download');
    expect(text).toContain('Admin access history');
    expect(text).toContain(`'=HYPERLINK(`);
    expect(text).toContain('keyword=lee@hanbit.co.kr');
    const [latest] = await t.db.select().from(schema.personalInfoDownload).orderBy(desc(schema.personalInfoDownload.id)).limit(1);
    expect(latest).toMatchObject({ adminUsername: admin().username, dataType: 'PERSONAL_INFO_DOWNLOAD', reason: '내부 감사', rowCount: 3 });
  });

  it('is masked without a reason, and refuses a reason too short to say anything', async () => {
    const res = await t.get('/api/admin/personal-info-download-hist/download?fromDate=2024-05-01&toDate=2024-05-31', 'ko', { cookie: admin().cookie });
    expect(res.status).toBe(200);
    const text = workbookText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('keyword=l***@hanbit.co.kr');
    expect(text).not.toContain('lee@');
    await expectFailure(
      await t.get('/api/admin/personal-info-download-hist/download?reason=abc', 'ko', { cookie: admin().cookie }),
      422,
      'ko',
      'validation.minLength',
      {
        field: '사유',
        min: 4,
        max: 4,
      },
    );
  });

  it('asks to narrow the range when the export would pass the row limit, and records nothing', async () => {
    const rows = Array.from({ length: EXPORT_MAX_ROWS + 1 }, (_, i) => ({
      adminId: 1,
      adminUsername: 'bulk@example.co.kr',
      dataType: 'CONTENT_USAGE',
      reason: 'bulk',
      fileName: 'bulk.xlsx',
      rowCount: 1,
      filters: '',
      ip: '',
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 10_000).toISOString(),
    }));
    for (let at = 0; at < rows.length; at += 500) await t.db.insert(schema.personalInfoDownload).values(rows.slice(at, at + 500));
    const before = (await t.db.select().from(schema.personalInfoDownload)).length;
    const query = `/api/admin/personal-info-download-hist/download?dataType=CONTENT_USAGE&reason=${encodeURIComponent('전체 확인')}`;
    await expectFailure(await t.get(query, 'ko', { cookie: admin().cookie }), 422, 'ko', 'exports.tooManyRows', { limit: '10,000' });
    expect((await t.db.select().from(schema.personalInfoDownload)).length).toBe(before);
    // one Korean day of them (until 15:00 UTC, 5,400 rows) fits
    const narrowed = await t.get(`${query}&fromDate=2025-01-01&toDate=2025-01-01`, 'ko', { cookie: admin().cookie });
    expect(narrowed.status).toBe(200);
  });
});
