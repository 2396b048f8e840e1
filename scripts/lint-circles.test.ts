import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import config from '../dependency-cruiser.config.mjs';

// The import-circle rule of `npm run lint` (dependency-cruiser.config.mjs, decision 039) on two small
// folders: one whose modules meet through type-only imports, which the lint's import-x/no-cycle passes
// over, and one whose imports run one way. The rule must fail the first and pass the second.

const folders: string[] = [];

function folderOf(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'circles-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

async function circlesIn(folder: string): Promise<string[]> {
  const { forbidden, options }: IConfiguration = config;
  const result = await cruise([folder], { ...options, exclude: undefined, validate: true, ruleSet: { forbidden } });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the import-circle rule', () => {
  it('fails two modules that import each other by types only', async () => {
    const folder = folderOf({
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    });
    expect(await circlesIn(folder)).toEqual([expect.stringMatching(/^no-circular: .*a\.ts → .*b\.ts$/)]);
  });

  it('passes imports that run one way', async () => {
    const folder = folderOf({
      'leaf.ts': 'export type Leaf = { name: string };\n',
      'a.ts': "import type { Leaf } from './leaf.ts';\nexport type A = { leaf?: Leaf };\n",
      'b.ts': "import type { A } from './a.ts';\nimport type { Leaf } from './leaf.ts';\nexport type B = { a?: A; leaf?: Leaf };\n",
    });
    expect(await circlesIn(folder)).toEqual([]);
  });
});
