// The benchmark's peer: a plain `node:http` + `node:sqlite` server answering the model calls with the
// same SQL the portal runs when nothing is cached (db/queries/catalogue-content.ts, catalogue-filter.ts, attachment.ts), on the
// same database file, in the same envelope. It has no framework, no validation beyond parsing numbers, no
// cache and no compression: the floor the portal's hot reads are measured against.
// Usage: node bench/peer/sqlite-peer.mjs <database file> <port>
import http from 'node:http';
import { DatabaseSync } from 'node:sqlite';

const [file, port] = process.argv.slice(2);
const db = new DatabaseSync(file, { readOnly: true });
db.exec('pragma busy_timeout = 1000');

const listOrder = 'order by m.ins_dtm desc, m.id desc';
const codesSql = (link, catalogue, key) =>
  `select l.model_id as ownerId, c.key, c.code, c.name_kr as nameKr, c.name_en as nameEn from ${link} l join ${catalogue} c on c.key = l.${key}
   where l.model_id in (select value from json_each(?)) order by c.sort_order`;
const statements = {
  industries: db.prepare(codesSql('pre_built_model_industry', 'industry', 'industry_key')),
  algorithms: db.prepare(codesSql('pre_built_model_algorithm', 'algorithm', 'algorithm_key')),
  attachments: db.prepare(
    `select id, name, extension, size, created_date as createdDate, stored_path as storedPath, attachment_type as attachmentType, owner_id as ownerId
     from attachment where code = 'PRE_BUILT_MODEL' and owner_id in (select value from json_each(?)) and is_deleted = 0 order by id`,
  ),
  detail: db.prepare(`select * from pre_built_model m where m.id = ? and m.del_yn = 'N' limit 1`),
  algorithmCodes: db.prepare('select key, code, name_kr as nameKr, name_en as nameEn from algorithm order by sort_order'),
  industryCodes: db.prepare('select key, code, name_kr as nameKr, name_en as nameEn from industry order by sort_order'),
};

const keysOf = {
  industry: new Map(
    db
      .prepare('select code, key from industry')
      .all()
      .map((row) => [row.code, row.key]),
  ),
  algorithm: new Map(
    db
      .prepare('select code, key from algorithm')
      .all()
      .map((row) => [row.code, row.key]),
  ),
};

/**
 * The portal's filter (db/queries/catalogue-content.ts, catalogue-filter.ts): live rows, a literal keyword in
 * any text, any of the industry and algorithm codes through the link tables' key indexes (codes made keys
 * from the catalogue, read once).
 */
function whereOf(query) {
  const parts = [`m.del_yn = 'N'`];
  const args = [];
  const keyword = query.get('keyword')?.trim();
  if (keyword) {
    const pattern = `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const columns = ['title_kr', 'title_en', 'benefit_kr', 'benefit_en', 'overview_kr', 'overview_en'];
    parts.push(`(${columns.map((column) => `m.${column} like ? escape '\\'`).join(' or ')})`);
    args.push(...columns.map(() => pattern));
  }
  for (const [name, link, catalogue, key] of [
    ['industries', 'pre_built_model_industry', 'industry', 'industry_key'],
    ['algorithms', 'pre_built_model_algorithm', 'algorithm', 'algorithm_key'],
  ]) {
    const codes = query.get(name)?.split(',').filter(Boolean) ?? [];
    if (codes.length === 0) continue;
    const keys = codes.flatMap((code) => keysOf[catalogue].get(code) ?? []);
    parts.push(keys.length === 0 ? '0' : `m.id in (select model_id from ${link} where ${key} in (${keys.map(() => '?').join(',')}))`);
    args.push(...keys);
  }
  return { where: parts.join(' and '), args };
}

const toItem = (row, industries, algorithms, attachments) => {
  const { del_yn, ins_dtm, upd_dtm: _changed, ins_by_user_name, upd_by_user_name, ...rest } = row;
  const item = { ...rest, delYn: del_yn, insDtm: ins_dtm, insByUserName: ins_by_user_name, updByUserName: upd_by_user_name };
  return {
    ...item,
    industryCd: industries.map((c) => c.code).join(','),
    algorithmCd: algorithms.map((c) => c.code).join(','),
    industries,
    algorithms,
    attachments,
    insDate: ins_dtm.slice(0, 10),
  };
};

function withRelations(rows) {
  if (rows.length === 0) return [];
  const ids = JSON.stringify(rows.map((row) => row.id));
  const group = (list) => {
    const byOwner = new Map();
    for (const { ownerId, ...rest } of list) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), rest]);
    return byOwner;
  };
  const industries = group(statements.industries.all(ids));
  const algorithms = group(statements.algorithms.all(ids));
  const attachments = group(statements.attachments.all(ids));
  return rows.map((row) => toItem(row, industries.get(row.id) ?? [], algorithms.get(row.id) ?? [], attachments.get(row.id) ?? []));
}

const listCache = new Map();
const rowsByIds = db.prepare(`select * from pre_built_model m where m.id in (select value from json_each(?)) and m.del_yn = 'N'`);

/** A page as the portal reads it when nothing is cached: the count and the page's ids, then the rows by id. */
function list(query) {
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const pageSize = Math.min(100, Math.max(1, Number(query.get('pageSize') ?? 9)));
  const { where, args } = whereOf(query);
  if (!listCache.has(where)) {
    listCache.set(where, {
      count: db.prepare(`select count(*) as n from pre_built_model m where ${where}`),
      ids: db.prepare(`select m.id from pre_built_model m where ${where} ${listOrder} limit ? offset ?`),
    });
  }
  const sql = listCache.get(where);
  const total = Number(sql.count.get(...args).n);
  const ids = sql.ids.all(...args, pageSize, (page - 1) * pageSize).map((row) => row.id);
  const byId = new Map(rowsByIds.all(JSON.stringify(ids)).map((row) => [row.id, row]));
  const items = withRelations(ids.flatMap((id) => byId.get(id) ?? []));
  return { items, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

const send = (res, status, data) => {
  const body = JSON.stringify({ success: status === 200, message: status === 200 ? 'OK' : 'No data', data, code: status, status });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://peer');
    if (url.pathname === '/api/public/pre-built-model') {
      const id = url.searchParams.get('id');
      if (id === null) return send(res, 200, list(url.searchParams));
      const row = statements.detail.get(Number(id));
      return row ? send(res, 200, withRelations([row])[0]) : send(res, 404, null);
    }
    if (url.pathname === '/api/public/pre-built-model-code') {
      return send(res, 200, { algorithms: statements.algorithmCodes.all(), industries: statements.industryCodes.all() });
    }
    send(res, 404, null);
  })
  .listen(Number(port), '127.0.0.1');
