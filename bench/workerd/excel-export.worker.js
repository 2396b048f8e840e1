// Builds one console export of `rows` rows with the portal's Excel writer (edge-api/src/lib/excel.ts:
// write-excel-file's /node build) and answers its size. Run by bench/excel-export.mjs under
// `wrangler dev` (workerd, nodejs_compat), which reads the workerd process's peak memory around it.
import writeXlsxFile from 'write-excel-file/node';

// a connection history row as D1 answers it, at its longest usual width (the widest list of the console)
const rowAt = (i) => ({
  id: i,
  createdAt: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
  username: `member.${String(i).padStart(6, '0')}@example-company.co.kr`,
  kind: i % 3 === 0 ? 'ADMIN' : 'MEMBER',
  event: i % 7 === 0 ? 'LOGIN_FAILED' : 'LOGIN',
  detail: i % 7 === 0 ? 'wrongPassword' : '',
  ip: `203.0.${i % 250}.${i % 200}`,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const keys = ['createdAt', 'username', 'kind', 'event', 'detail', 'ip', 'userAgent'];

export default {
  async fetch(request) {
    const count = Number(new URL(request.url).searchParams.get('rows') ?? 1000);
    const rows = Array.from({ length: count }, (_, i) => rowAt(i));
    const header = keys.map((key) => ({ value: key, fontWeight: 'bold' }));
    const body = rows.map((row) => keys.map((key) => ({ value: String(row[key]), type: String })));
    const buffer = await writeXlsxFile([header, ...body], { columns: keys.map(() => ({ width: 20 })) }).toBuffer();
    const bytes = new Uint8Array(buffer);
    return Response.json({ rows: count, bytes: bytes.byteLength });
  },
};
