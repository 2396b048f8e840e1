import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of DESIGN.md §2 and decision 005 as eslint.config.js enforces them. Each case is a
// one-line file linted under a path of the layer it stands for: the forbidden ones must fail, the allowed
// ones must pass. Before this test, the `#db/*` patterns read as comments and nothing was ever caught.

const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: [tseslint.configs.disableTypeChecked] });
const boundaryRules = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);

async function crossings(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId && boundaryRules.has(message.ruleId)).map((message) => message.message);
}

const forbidden: [layer: string, filePath: string, source: string][] = [
  ['core imports the database', 'core/fixture.ts', "import '#db/client.ts';"],
  ['core imports the API', 'core/fixture.ts', "import '#api/app.ts';"],
  ['core parses HTML', 'core/fixture.ts', "import sanitizeHtml from 'sanitize-html'; void sanitizeHtml;"],
  ['core imports Hono', 'core/fixture.ts', "import 'hono';"],
  ['db imports the API', 'db/fixture.ts', "import '#api/lib/rich-text.ts';"],
  ['the API imports the site', 'edge-api/src/fixture.ts', "import '../../site/src/lib/urls.ts';"],
  ['an island imports the database', 'site/src/islands/fixture.ts', "import '#db/queries/catalogue.ts';"],
  ['an island imports server code', 'site/src/islands/fixture.ts', "import '../server/catalogue-list.ts';"],
  ['a browser helper imports the API', 'site/src/lib/fixture.ts', "import '#api/lib/rich-text.ts';"],
  ['a browser helper imports the database by path', 'site/src/lib/fixture.ts', "import '../../../db/client.ts';"],
  ['a component queries the database', 'site/src/components/fixture.ts', "import '#db/queries/banner.ts';"],
  ['the console imports the database', 'admin/src/lib/fixture.ts', "import '#db/client.ts';"],
  ['an admin feature imports another', 'admin/src/features/connection-history/api/fixture.ts', "import '../../admin-auth/api/sign-in.ts';"],
  ['a shared console part imports a feature', 'admin/src/lib/fixture.ts', "import '../features/admin-auth/api/sign-in.ts';"],
];

const allowed: [layer: string, filePath: string, source: string][] = [
  ['core imports valibot', 'core/fixture.ts', "import 'valibot';"],
  ['db imports core', 'db/fixture.ts', "import '#core/schemas/common.ts';"],
  ['site server code queries the database', 'site/src/server/fixture.ts', "import '#db/queries/catalogue.ts';"],
  ['a component uses the server side of rich text', 'site/src/components/fixture.ts', "import '#api/lib/rich-text.ts';"],
  ['an island imports core', 'site/src/islands/fixture.ts', "import '#core/rich-text.ts';"],
  [
    'an admin feature imports its own parts and shared ones',
    'admin/src/features/connection-history/api/fixture.ts',
    "import './get-connection-history.ts';\nimport '../../../lib/api-client.ts';",
  ],
];

describe('the layers lint refuses to cross', () => {
  it.each(forbidden)('%s', async (_layer, filePath, source) => {
    expect(await crossings(filePath, source)).not.toEqual([]);
  });

  it.each(allowed)('lets %s', async (_layer, filePath, source) => {
    expect(await crossings(filePath, source)).toEqual([]);
  });
});
