// The triggers every kind of content needs (decisions 016 and 026), written from its declarations: its
// read-version topics (`KIND`, `KIND:views`), raised by every write of its table and of its files'
// attachments (a view count moves only `KIND:views`), and its marks for the search index's next drain. The
// kinds of the first migrations have theirs written by hand under older names; triggers.test.ts checks that
// every kind has them, whoever wrote them. `npm run db:kind-triggers -- KIND` appends a new kind's to the
// newest migration, which drizzle-kit cannot do (it knows nothing of triggers).
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { ContentKindName } from '#core/content-kinds.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import { dbKindDeclarations } from './index.ts';
import type { DbKindDeclaration } from './types.ts';

const raise = (topic: string) => `UPDATE read_version SET version = version + 1 WHERE topic = '${topic}';`;
const mark = (kind: string, row: 'new' | 'old') => `INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('${kind}', ${row}.id);`;

/** The SQL names of the columns the index reads: the texts and the last change (a view count is not a change). */
export function indexedColumnsOf(declared: DbKindDeclaration): string[] {
  return Object.values(getTableColumns(declared.owned.table))
    .filter((column) => column.columnType === 'SQLiteText' && column !== declared.view)
    .map((column) => column.name);
}

/** The statements a kind's migration needs, in order (each one statement, for `--> statement-breakpoint`). */
export function kindTriggerStatements(name: ContentKindName): string[] {
  const declared: DbKindDeclaration = dbKindDeclarations[name];
  const table = getTableName(declared.owned.table);
  const view = declared.view.name;
  const statements = [
    `INSERT INTO \`read_version\` (\`topic\`) VALUES ('${name}'), ('${name}:views');`,
    `CREATE TRIGGER \`${table}_insert_rv\` AFTER INSERT ON \`${table}\` BEGIN ${raise(name)} END;`,
    `CREATE TRIGGER \`${table}_delete_rv\` AFTER DELETE ON \`${table}\` BEGIN ${raise(name)} END;`,
    `CREATE TRIGGER \`${table}_update_rv\` AFTER UPDATE ON \`${table}\` WHEN old.${view} IS new.${view} BEGIN ${raise(name)} END;`,
    `CREATE TRIGGER \`${table}_view_rv\` AFTER UPDATE ON \`${table}\` WHEN old.${view} IS NOT new.${view} BEGIN ${raise(`${name}:views`)} END;`,
  ];
  for (const code of Object.keys(kindDeclarations[name].uploads)) {
    const slug = code.toLowerCase();
    const owned = (row: 'new' | 'old') => `${row}.code = '${code}' AND ${row}.owner_id IS NOT NULL`;
    statements.push(
      `CREATE TRIGGER \`attachment_insert_${slug}_rv\` AFTER INSERT ON \`attachment\` WHEN ${owned('new')} BEGIN ${raise(name)} END;`,
      `CREATE TRIGGER \`attachment_update_${slug}_rv\` AFTER UPDATE ON \`attachment\` WHEN (${owned('old')}) OR (${owned('new')}) BEGIN ${raise(name)} END;`,
      `CREATE TRIGGER \`attachment_delete_${slug}_rv\` AFTER DELETE ON \`attachment\` WHEN ${owned('old')} BEGIN ${raise(name)} END;`,
    );
  }
  const indexed = indexedColumnsOf(declared)
    .map((column) => `\`${column}\``)
    .join(', ');
  statements.push(
    `CREATE TRIGGER \`${table}_search_insert\` AFTER INSERT ON \`${table}\` BEGIN ${mark(name, 'new')} END;`,
    `CREATE TRIGGER \`${table}_search_update\` AFTER UPDATE OF ${indexed} ON \`${table}\` BEGIN ${mark(name, 'new')} END;`,
    `CREATE TRIGGER \`${table}_search_delete\` AFTER DELETE ON \`${table}\` BEGIN ${mark(name, 'old')} END;`,
    // rows written before the triggers existed
    `INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT '${name}', id FROM \`${table}\`;`,
  );
  return statements;
}

/** A kind's block as a migration holds it. */
export function kindTriggerBlock(name: ContentKindName): string {
  return [`-- generated: the triggers of ${name} (db/kinds/triggers.ts)`, kindTriggerStatements(name).join('--> statement-breakpoint\n')].join('\n');
}
