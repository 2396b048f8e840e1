import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedExtensions } from '#core/attachment-rules.ts';
import type { AccountRole } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { Page } from '#core/schemas/common.ts';
import type { ModelCardView } from '#core/schemas/model-card.ts';
import { schema } from '#db/client.ts';
import { modelHistory } from '#db/queries/model-card.ts';
import { transferOwnedContent } from '#db/queries/owned-content.ts';
import { createAccount, expectFailure, freshIp, readJson, type TestApp } from '../../testing/api-kit.ts';
import { sampleBytes } from '../../testing/sample-files.ts';
import { createTestApp, sessionCookieOf, SITE } from '../../testing/test-app.ts';

type Entry = {
  type: 'model' | 'dataset';
  id: number;
  modelName?: string;
  dataSetName?: string;
  descriptionModel?: string;
  embedCode?: string;
  applicationField?: string;
  insById: number | null;
  insByUserName: string | null;
  updByUserName: string | null;
  industryCd: string;
  algorithmCd?: string;
  addModel?: { title: string; url: string }[];
  addData?: { title: string; url: string }[];
  attachments: { id: number; name: string; extension: string; attachmentType: string; storedPath: string }[];
  card?: ModelCardView;
};

let t: TestApp;
const sessions: Record<string, { cookie: string; id: number; name: string }> = {};

async function session(role: AccountRole, name: string) {
  const account = await createAccount(t, { role, name });
  const res = await t.send('POST', '/api/auth/login', { username: account.username, password: account.password }, 'ko', { 'x-test-ip': freshIp() });
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error(`no session for ${name}`);
  return { cookie, id: account.id, name };
}

beforeAll(async () => {
  t = await createTestApp();
  sessions.writer = await session('MEMBER', '박지훈');
  sessions.other = await session('MEMBER', 'Emily Carter');
  sessions.manager = await session('CONTENT_MANAGER', '이서연');
  sessions.admin = await session('ADMIN', '김관리');
  sessions.partner = await session('PARTNER', '최파트너');
});
afterAll(() => t.close());

const headersOf = (who: string | null, lang: Lang) => ({
  ...(who ? { cookie: sessions[who]!.cookie } : {}),
  origin: SITE,
  'accept-language': lang,
});

/** The real upload call, as the sharing form makes it. */
async function upload(who: string | null, kind: 'model' | 'dataset', files: { name: string; bytes: Uint8Array }[], lang: Lang = 'ko') {
  const form = new FormData();
  for (const file of files) form.append('files', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  const path = kind === 'model' ? '/api/member/knowledge-sharing/upload-attachment-model' : '/api/member/knowledge-sharing/upload-attachment';
  return t.request(path, { method: 'POST', body: form, headers: headersOf(who, lang) });
}

async function uploaded(who: string, kind: 'model' | 'dataset', name: string, bytes: Uint8Array): Promise<UploadedFile> {
  const res = await upload(who, kind, [{ name, bytes }]);
  const body = await readJson<UploadedFile[]>(res);
  expect(res.status, body.message).toBe(200);
  return body.data[0]!;
}

const send = (who: string | null, method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, lang: Lang = 'ko') =>
  t.send(method, path, body, lang, { ...(who ? { cookie: sessions[who]!.cookie } : {}), origin: SITE });

let fileCounter = 0;
/** A model payload with one freshly uploaded notebook (each upload is a new file). */
async function modelPayload(who: string, overrides: Record<string, unknown> = {}) {
  fileCounter += 1;
  const file = await uploaded(who, 'model', `churn-${fileCounter}.ipynb`, sampleBytes.ipynb());
  return {
    type: 'model',
    modelName: '통신사 고객 이탈 예측 (XGBoost)',
    descriptionModel: '<p>월별 사용량과 상담 이력으로 <strong>이탈 확률</strong>을 예측합니다.</p>',
    industryCd: 'COM',
    algorithmCd: 'XGB',
    addModel: [{ title: 'GitHub', url: 'https://github.com/example/churn' }],
    howToExecuteModel: 'pip install -r requirements.txt\npython predict.py --input sample.csv',
    embedCode: '',
    attachments: [file],
    ...overrides,
  };
}

const dataSetPayload = (overrides: Record<string, unknown> = {}) => ({
  type: 'dataset',
  dataSetName: '서울시 따릉이 대여 이력 2025',
  descriptionDataSet: '<p>대여소별 시간대 대여·반납 건수입니다.</p>',
  industryCd: 'TRA',
  applicationField: '수요 예측',
  source: '서울 열린데이터광장',
  numberOfRows: 1250000,
  addData: [{ title: '서울 열린데이터광장', url: 'https://data.seoul.go.kr/dataList/OA-15182/F/1/datasetView.do' }],
  attachments: [],
  ...overrides,
});

async function create(who: string, payload: unknown): Promise<Entry> {
  const res = await send(who, 'POST', '/api/member/knowledge-sharing', payload);
  const body = await readJson<Entry>(res);
  expect(res.status, body.message).toBe(201);
  return body.data;
}

const getEntry = (type: 'model' | 'dataset', id: number, lang: Lang = 'ko') => t.get(`/api/public/knowledge-sharing/${id}?type=${type}`, lang);
const list = async (query: string) => {
  const res = await t.get(`/api/public/knowledge-sharing?${query}`, 'en');
  const body = await readJson<Page<Entry>>(res);
  expect(res.status, body.message).toBe(200);
  return body.data;
};

describe('POST /api/member/knowledge-sharing', () => {
  it('a shared model carries its card, and each new version its writer gives is a release (decision 055)', async () => {
    const card = { task: 'classification', framework: 'xgboost', licence: 'MIT', inputType: 'tabular', metrics: [{ name: 'auc', value: 0.87 }] };
    const model = await create('writer', await modelPayload('writer', { ...card, version: '0.9', changelogKr: '첫 공유' }));
    expect(model.card).toEqual({ ...card, version: '0.9' });
    const res = await send('writer', 'PUT', '/api/member/knowledge-sharing', {
      ...(await modelPayload('writer', { ...card, version: '1.0', changelogEn: 'Tuned' })),
      id: model.id,
    });
    expect(res.status, (await readJson(res)).message).toBe(200);
    expect((await modelHistory(t.db, 'KNOWLEDGE_MODEL', model.id)).map(({ version, changelogKr, changelogEn }) => [version, changelogKr, changelogEn])).toEqual(
      [
        ['1.0', '', 'Tuned'],
        ['0.9', '첫 공유', ''],
      ],
    );
    await expectFailure(
      await send('writer', 'PUT', '/api/member/knowledge-sharing', { ...(await modelPayload('writer', { version: '0.9' })), id: model.id }, 'en'),
      422,
      'en',
      'modelCard.versionReleased',
    );
  });

  it('POST /api/member/knowledge-sharing shares a model with its codes, links and file, written by the member', async () => {
    const model = await create('writer', await modelPayload('writer'));
    expect(model).toMatchObject({
      type: 'model',
      modelName: '통신사 고객 이탈 예측 (XGBoost)',
      industryCd: 'COM',
      algorithmCd: 'XGB',
      insByUserName: '박지훈',
    });
    expect(model.insById).toBe(sessions.writer!.id);
    expect(model.addModel).toEqual([{ title: 'GitHub', url: 'https://github.com/example/churn' }]);
    expect(model.attachments).toHaveLength(1);
    expect(model.attachments[0]).toMatchObject({ extension: 'ipynb', attachmentType: 'MODEL' });
    const res = await getEntry('model', model.id, 'en');
    expect(res.status).toBe(200);
    expect((await readJson<Entry>(res)).data.modelName).toBe('통신사 고객 이탈 예측 (XGBoost)');
  });

  it('POST /api/member/knowledge-sharing shares a data set with only a data link, and with a file', async () => {
    const linked = await create('other', dataSetPayload());
    expect(linked).toMatchObject({ type: 'dataset', applicationField: '수요 예측', industryCd: 'TRA', insByUserName: 'Emily Carter' });
    const csv = await uploaded('other', 'dataset', 'rentals.csv', sampleBytes.csv());
    const filed = await create('other', dataSetPayload({ addData: [], attachments: [csv] }));
    expect(filed.attachments[0]).toMatchObject({ extension: 'csv', attachmentType: 'DATA_SET' });
  });

  it('POST /api/member/knowledge-sharing sanitises the description and keeps a video player embed', async () => {
    const embed = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>';
    const model = await create(
      'writer',
      await modelPayload('writer', { descriptionModel: '<p>설명<script>alert(1)</script><img src=x onerror=alert(1)></p>', embedCode: embed }),
    );
    expect(model.descriptionModel).toBe('<p>설명</p>');
    expect(model.embedCode).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it.each<[Lang, Record<string, unknown>, string]>([
    ['ko', { modelName: '  ' }, 'knowledge.modelNameRequired'],
    ['en', { modelName: 'x'.repeat(201) }, 'knowledge.nameTooLong'],
    ['en', { descriptionModel: '' }, 'knowledge.descriptionRequired'],
    ['ko', { descriptionModel: '<p><br></p>' }, 'knowledge.descriptionRequired'],
    ['ko', { descriptionModel: '<script>alert(1)</script><p>&nbsp;x</p>'.replace('x', '') }, 'knowledge.descriptionRequired'],
    ['en', { addModel: [{ title: 'intranet', url: 'http://192.168.0.10/model' }] }, 'knowledge.urlInvalid'],
    ['ko', { addModel: [{ title: 'local', url: 'http://localhost:8080/' }] }, 'knowledge.urlInvalid'],
    ['en', { addModel: [{ title: 'script', url: 'javascript:alert(1)' }] }, 'knowledge.urlInvalid'],
    ['ko', { addModel: [{ title: 'empty', url: ' ' }] }, 'knowledge.urlRequired'],
    ['en', { addModel: Array.from({ length: 11 }, (_, n) => ({ title: `${n}`, url: `https://example.com/${n}` })) }, 'knowledge.tooManyLinks'],
    ['ko', { embedCode: '<script src="https://evil.example/x.js"></script>' }, 'knowledge.embedInvalid'],
    ['en', { embedCode: '<iframe src="https://evil.example/player"></iframe>' }, 'knowledge.embedInvalid'],
    ['ko', { industryCd: 'NOPE' }, 'resources.selectIndustry'],
    ['en', { algorithmCd: 'NOPE' }, 'resources.selectAlgorithm'],
    ['ko', { attachments: [] }, 'knowledge.modelFileRequired'],
  ])('POST /api/member/knowledge-sharing refuses a model (%s) %j', async (lang, change, key) => {
    const res = await send('writer', 'POST', '/api/member/knowledge-sharing', await modelPayload('writer', change), lang);
    await expectFailure(res, 422, lang, key as never);
  });

  it('POST /api/member/knowledge-sharing accepts an ftp link and no codes', async () => {
    const model = await create(
      'writer',
      await modelPayload('writer', { industryCd: '', algorithmCd: '', addModel: [{ title: 'mirror', url: 'ftp://ftp.example.org/models/churn.zip' }] }),
    );
    expect(model).toMatchObject({ industryCd: '', algorithmCd: '' });
  });

  it.each<[Lang, Record<string, unknown>, string]>([
    ['ko', { dataSetName: '' }, 'knowledge.dataSetNameRequired'],
    ['en', { descriptionDataSet: '<p> </p>' }, 'knowledge.descriptionRequired'],
    ['ko', { addData: [], attachments: [] }, 'knowledge.dataRequired'],
    ['en', { numberOfRows: -1 }, 'knowledge.rowsInvalid'],
    ['ko', { numberOfRows: 1.5 }, 'knowledge.rowsInvalid'],
    ['en', { addData: [{ title: 'meta', url: 'http://169.254.169.254/latest/meta-data' }] }, 'knowledge.urlInvalid'],
    ['ko', { applicationField: 'x'.repeat(201) }, 'knowledge.textTooLong'],
  ])('POST /api/member/knowledge-sharing refuses a data set (%s) %j', async (lang, change, key) => {
    const res = await send('other', 'POST', '/api/member/knowledge-sharing', dataSetPayload(change), lang);
    await expectFailure(res, 422, lang, key as never);
  });

  it('POST /api/member/knowledge-sharing refuses a file uploaded for the other type, and unknown types', async () => {
    const csv = await uploaded('writer', 'dataset', 'features.csv', sampleBytes.csv());
    const res = await send('writer', 'POST', '/api/member/knowledge-sharing', await modelPayload('writer', { attachments: [csv] }), 'en');
    expect(res.status).toBe(422);
    const wrongType = await send('writer', 'POST', '/api/member/knowledge-sharing', { ...dataSetPayload(), type: 'video' }, 'en');
    expect(wrongType.status).toBe(422);
  });

  it('POST /api/member/knowledge-sharing needs a member session', async () => {
    await expectFailure(await send(null, 'POST', '/api/member/knowledge-sharing', dataSetPayload(), 'en'), 401, 'en', 'auth.loginRequired');
  });
});

describe('PUT and DELETE /api/member/knowledge-sharing', () => {
  it('PUT /api/member/knowledge-sharing lets the writer change their model: text, codes, files added and removed', async () => {
    const model = await create('writer', await modelPayload('writer'));
    const extra = await uploaded('writer', 'model', 'model.pkl', new Uint8Array([0x80, 4, 0x95, 0x10, 0, 0, 0, 0, 0, 0, 0, 0x7d, 0x94, 0x2e]));
    const payload = await modelPayload('writer', {
      id: model.id,
      // only the removal and the pickle: the helper's fresh notebook is replaced
      modelName: '고객 이탈 예측 v2',
      algorithmCd: 'XGB,RF',
      attachments: [{ id: model.attachments[0]!.id, isDeleted: 1 }, extra],
    });
    // the payload's fresh notebook is not sent: only the removal and the pickle
    const res = await send('writer', 'PUT', '/api/member/knowledge-sharing', payload, 'en');
    const body = await readJson<Entry>(res);
    expect(res.status, body.message).toBe(200);
    expect(body.data.modelName).toBe('고객 이탈 예측 v2');
    expect(body.data.algorithmCd?.split(',').sort()).toEqual(['RF', 'XGB']);
    expect(body.data.attachments.map((file) => file.extension)).toEqual(['pkl']);
  });

  it('PUT /api/member/knowledge-sharing refuses to leave a model without files', async () => {
    const model = await create('writer', await modelPayload('writer'));
    const payload = { ...(await modelPayload('writer')), id: model.id, attachments: [{ id: model.attachments[0]!.id, isDeleted: 1 }] };
    await expectFailure(await send('writer', 'PUT', '/api/member/knowledge-sharing', payload, 'ko'), 422, 'ko', 'knowledge.modelFileRequired');
  });

  it("PUT and DELETE /api/member/knowledge-sharing refuse another member's entry, in both languages, and change nothing", async () => {
    const model = await create('writer', await modelPayload('writer'));
    const payload = { ...(await modelPayload('other')), id: model.id, modelName: '가로챈 이름' };
    await expectFailure(await send('other', 'PUT', '/api/member/knowledge-sharing', payload, 'en'), 403, 'en', 'knowledge.notYours');
    await expectFailure(
      await send('partner', 'DELETE', `/api/member/knowledge-sharing/${model.id}?type=model`, undefined, 'ko'),
      403,
      'ko',
      'knowledge.notYours',
    );
    const dataSet = await create('writer', dataSetPayload());
    await expectFailure(
      await send('other', 'DELETE', `/api/member/knowledge-sharing/${dataSet.id}?type=dataset`, undefined, 'ko'),
      403,
      'ko',
      'knowledge.notYours',
    );
    expect((await readJson<Entry>(await getEntry('model', model.id))).data.modelName).toBe(model.modelName);
    expect((await getEntry('dataset', dataSet.id)).status).toBe(200);
  });

  it.each(['manager', 'admin'])('PUT and DELETE /api/member/knowledge-sharing let a moderator (%s) change and delete any entry', async (who) => {
    const dataSet = await create('other', dataSetPayload());
    const res = await send(who, 'PUT', '/api/member/knowledge-sharing', dataSetPayload({ id: dataSet.id, applicationField: '이용 패턴 분석' }), 'ko');
    const body = await readJson<Entry>(res);
    expect(res.status, body.message).toBe(200);
    expect(body.data).toMatchObject({ applicationField: '이용 패턴 분석', insByUserName: 'Emily Carter', updByUserName: sessions[who]!.name });
    const deleted = await send(who, 'DELETE', `/api/member/knowledge-sharing/${dataSet.id}?type=dataset`, undefined, 'ko');
    expect(deleted.status).toBe(200);
    expect((await getEntry('dataset', dataSet.id)).status).toBe(404);
  });

  it('DELETE /api/member/knowledge-sharing lets the writer delete their model: gone from the list, files marked deleted', async () => {
    const model = await create('writer', await modelPayload('writer', { modelName: '삭제할 모델' }));
    const res = await send('writer', 'DELETE', `/api/member/knowledge-sharing/${model.id}`, undefined, 'en');
    expect(res.status).toBe(200);
    await expectFailure(await getEntry('model', model.id, 'en'), 404, 'en', 'api.noData');
    expect((await list('type=model&keyword=삭제할')).total).toBe(0);
    const files = await t.db
      .select({ isDeleted: schema.attachment.isDeleted })
      .from(schema.attachment)
      .where(and(eq(schema.attachment.code, 'KNOWLEDGE_MODEL'), eq(schema.attachment.ownerId, model.id)));
    expect(files).toEqual([{ isDeleted: true }]);
    // a second delete finds nothing
    expect((await send('writer', 'DELETE', `/api/member/knowledge-sharing/${model.id}`, undefined, 'en')).status).toBe(404);
  });

  it('PUT /api/member/knowledge-sharing follows a console ownership transfer: the receiving member may change the entry, the former writer no more', async () => {
    const dataSet = await create('partner', dataSetPayload({ dataSetName: '이관할 데이터셋' }));
    await transferOwnedContent(t.db, {
      from: sessions.partner!.name,
      to: sessions.other!.name,
      toAccountId: sessions.other!.id,
      items: [{ kind: 'KNOWLEDGE_DATA_SET', id: dataSet.id }],
    });
    const moved = await readJson<Entry>(await getEntry('dataset', dataSet.id));
    expect(moved.data).toMatchObject({ insByUserName: 'Emily Carter', insById: sessions.other!.id });
    const change = dataSetPayload({ id: dataSet.id, source: 'KOSIS' });
    await expectFailure(await send('partner', 'PUT', '/api/member/knowledge-sharing', change, 'ko'), 403, 'ko', 'knowledge.notYours');
    expect((await send('other', 'PUT', '/api/member/knowledge-sharing', change, 'ko')).status).toBe(200);
  });

  it('PUT /api/member/knowledge-sharing answers 404 for an entry that does not exist', async () => {
    await expectFailure(await send('writer', 'PUT', '/api/member/knowledge-sharing', dataSetPayload({ id: 999_999 }), 'en'), 404, 'en', 'api.noData');
  });
});

describe('GET /api/public/knowledge-sharing', () => {
  let writerModels: number;
  beforeAll(async () => {
    // twelve models of one writer, spread over industries and algorithms, for paging and filters
    for (let n = 0; n < 12; n += 1) {
      await create(
        'manager',
        await modelPayload('manager', { modelName: `페이지 모델 ${n}`, industryCd: n % 2 ? 'FIN' : 'MAN', algorithmCd: n % 3 ? 'CNN' : 'LSTM' }),
      );
    }
    writerModels = (await list('type=model&keyword=이서연&searchCondition=writtenBy')).total;
  });

  it('GET /api/public/knowledge-sharing pages models by 10, newest first', async () => {
    const first = await list('type=model&keyword=페이지 모델&searchCondition=modelName');
    expect(first).toMatchObject({ total: 12, pageSize: 10, totalPages: 2 });
    expect(first.items[0]!.modelName).toBe('페이지 모델 11');
    const second = await list('type=model&keyword=페이지 모델&searchCondition=modelName&page=2');
    expect(second.items.map((item) => item.modelName)).toEqual(['페이지 모델 1', '페이지 모델 0']);
    expect(writerModels).toBe(12);
  });

  it('GET /api/public/knowledge-sharing filters models by industry and algorithm codes', async () => {
    expect((await list('type=model&keyword=페이지&industries=FIN')).total).toBe(6);
    expect((await list('type=model&keyword=페이지&industries=FIN&algorithms=LSTM')).total).toBe(2);
    expect((await list('type=model&keyword=페이지&algorithms=LSTM,CNN')).total).toBe(12);
  });

  it('GET /api/public/knowledge-sharing searches models by name, writer or content, each alone', async () => {
    await create('other', await modelPayload('other', { modelName: 'Retail demand forecast', descriptionModel: '<p>Weekly sales by store with Prophet.</p>' }));
    expect((await list('type=model&keyword=Prophet&searchCondition=content')).total).toBe(1);
    expect((await list('type=model&keyword=Prophet&searchCondition=modelName')).total).toBe(0);
    expect((await list('type=model&keyword=Emily&searchCondition=writtenBy')).total).toBeGreaterThan(0);
    expect((await list('type=model&keyword=Emily&searchCondition=modelName')).total).toBe(0);
    expect((await list('type=model&keyword=Prophet')).total).toBe(1);
  });

  it('GET /api/public/knowledge-sharing searches data sets by name, application field or source, and by industry', async () => {
    await create(
      'other',
      dataSetPayload({ dataSetName: 'Card spending by district', applicationField: 'Commercial area analysis', source: 'KOSIS', industryCd: 'FIN' }),
    );
    expect((await list('type=dataset&keyword=Commercial area&searchCondition=applicationField')).total).toBe(1);
    expect((await list('type=dataset&keyword=Commercial area&searchCondition=source')).total).toBe(0);
    expect((await list('type=dataset&keyword=KOSIS&searchCondition=source')).items[0]).toMatchObject({
      type: 'dataset',
      dataSetName: 'Card spending by district',
    });
    expect((await list('type=dataset&keyword=Card spending&searchCondition=dataSetName&industries=FIN')).total).toBe(1);
    expect((await list('type=dataset&keyword=Card spending&industries=TRA')).total).toBe(0);
  });

  it.each<[Lang, string, string]>([
    ['en', 'type=dataset&searchCondition=writtenBy', 'knowledge.searchConditionInvalid'],
    ['ko', 'type=model&searchCondition=source', 'knowledge.searchConditionInvalid'],
  ])('GET /api/public/knowledge-sharing refuses a search condition of the other type (%s)', async (lang, query, key) => {
    await expectFailure(await t.get(`/api/public/knowledge-sharing?${query}`, lang), 422, lang, key as never);
  });

  it('GET /api/public/knowledge-sharing refuses an unknown type', async () => {
    expect((await t.get('/api/public/knowledge-sharing?type=video', 'en')).status).toBe(422);
  });
});

describe('POST /api/member/knowledge-sharing/upload-attachment(-model)', () => {
  it.each<[string, Uint8Array]>([
    ['model.pkl', new Uint8Array([0x80, 4, 0x95, 0, 0, 0, 0, 0, 0, 0, 0x7d, 0x94, 0x2e])],
    ['model.onnx', new Uint8Array([0x08, 0x07, 0x12, 0x07, 0x70, 0x79, 0x74, 0x6f, 0x72, 0x63, 0x68])],
    ['train.py', sampleBytes.py()],
    ['bundle.zip', sampleBytes.zip()],
    ['config.json', sampleBytes.json()],
  ])('POST /api/member/knowledge-sharing/upload-attachment-model accepts %s as a MODEL file', async (name, bytes) => {
    const file = await uploaded('writer', 'model', name, bytes);
    expect(file.attachmentType).toBe('MODEL');
    const [row] = await t.db.select({ code: schema.attachment.code }).from(schema.attachment).where(eq(schema.attachment.storedPath, file.storedPath));
    expect(row?.code).toBe('KNOWLEDGE_MODEL');
  });

  it.each<[string, Uint8Array]>([
    ['rentals.csv', sampleBytes.csv()],
    ['rentals.tsv', new TextEncoder().encode('id\tcount\n1\t20\n')],
    ['rentals.parquet', new Uint8Array([...new TextEncoder().encode('PAR1'), ...new Uint8Array(32), ...new TextEncoder().encode('PAR1')])],
    ['rentals.xlsx', sampleBytes.xlsx()],
  ])('POST /api/member/knowledge-sharing/upload-attachment accepts %s as a DATA_SET file', async (name, bytes) => {
    expect((await uploaded('other', 'dataset', name, bytes)).attachmentType).toBe('DATA_SET');
  });

  it.each<[Lang, 'model' | 'dataset', string, Uint8Array, string]>([
    ['ko', 'model', 'model.pkl', sampleBytes.exe(), 'resources.errorFileContent'],
    ['en', 'model', 'model.onnx', sampleBytes.elf(), 'resources.errorFileContent'],
    ['ko', 'model', 'slides.pptx', sampleBytes.pptx(), 'resources.errorExtentFile'],
    ['en', 'dataset', 'train.py', sampleBytes.py(), 'resources.errorExtentFile'],
    ['ko', 'dataset', 'data.parquet', sampleBytes.zip(), 'resources.errorFileContent'],
    ['en', 'dataset', 'data.csv', sampleBytes.exe(), 'resources.errorFileContent'],
  ])('POST the knowledge-sharing upload refuses (%s) a %s file %s', async (lang, kind, name, bytes, key) => {
    const res = await upload('writer', kind, [{ name, bytes }], lang);
    const extensions = allowedExtensions[kind === 'model' ? 'KNOWLEDGE_MODEL' : 'KNOWLEDGE_DATA_SET'].join(', ');
    await expectFailure(res, 422, lang, key as never, key === 'resources.errorExtentFile' ? { files: name, extensions } : { files: name });
  });

  it('POST the knowledge-sharing uploads need a member session, and the shared upload call does not take their codes', async () => {
    await expectFailure(await upload(null, 'model', [{ name: 'a.py', bytes: sampleBytes.py() }], 'en'), 401, 'en', 'auth.loginRequired');
    const form = new FormData();
    form.set('code', 'KNOWLEDGE_MODEL');
    form.append('files', new File([sampleBytes.py()], 'a.py'));
    const res = await t.request('/api/member/upload-attachment', { method: 'POST', body: form, headers: headersOf('writer', 'en') });
    await expectFailure(res, 422, 'en', 'resources.uploadCodeInvalid');
  });
});

describe('read versions of shared knowledge (decision 016)', () => {
  const version = async (topic: string) =>
    (await t.db.select({ version: schema.readVersion.version }).from(schema.readVersion).where(eq(schema.readVersion.topic, topic)))[0]?.version ?? -1;

  it('raise the kind on every write of its tables and files, and only the views topic on a view', async () => {
    const model = await create('writer', await modelPayload('writer'));
    const dataSet = await create('other', dataSetPayload());
    const raised = async (write: () => Promise<unknown>, topics: string[]) => {
      const all = ['KNOWLEDGE_MODEL', 'KNOWLEDGE_MODEL:views', 'KNOWLEDGE_DATA_SET', 'KNOWLEDGE_DATA_SET:views'];
      const before = await Promise.all(all.map(version));
      await write();
      const after = await Promise.all(all.map(version));
      return (
        all
          .filter((_, index) => after[index] !== before[index])
          .sort()
          .join() === [...topics].sort().join()
      );
    };
    const km = schema.knowledgeModel;
    const kd = schema.knowledgeDataSet;
    expect(
      await raised(
        () =>
          t.db
            .update(km)
            .set({ view: sql`${km.view} + 1` })
            .where(eq(km.id, model.id)),
        ['KNOWLEDGE_MODEL:views'],
      ),
    ).toBe(true);
    expect(await raised(() => t.db.update(km).set({ modelName: '이름 변경' }).where(eq(km.id, model.id)), ['KNOWLEDGE_MODEL'])).toBe(true);
    expect(
      await raised(() => t.db.delete(schema.knowledgeModelAlgorithm).where(eq(schema.knowledgeModelAlgorithm.modelId, model.id)), ['KNOWLEDGE_MODEL']),
    ).toBe(true);
    expect(
      await raised(
        () =>
          t.db
            .update(kd)
            .set({ view: sql`${kd.view} + 2` })
            .where(eq(kd.id, dataSet.id)),
        ['KNOWLEDGE_DATA_SET:views'],
      ),
    ).toBe(true);
    expect(await raised(() => t.db.update(kd).set({ source: 'KOSIS' }).where(eq(kd.id, dataSet.id)), ['KNOWLEDGE_DATA_SET'])).toBe(true);
    expect(
      await raised(() => t.db.delete(schema.knowledgeDataSetIndustry).where(eq(schema.knowledgeDataSetIndustry.dataSetId, dataSet.id)), ['KNOWLEDGE_DATA_SET']),
    ).toBe(true);
    const fileId = model.attachments[0]!.id;
    expect(await raised(() => t.db.update(schema.attachment).set({ isDeleted: true }).where(eq(schema.attachment.id, fileId)), ['KNOWLEDGE_MODEL'])).toBe(true);
  });
});
