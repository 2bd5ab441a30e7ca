/**
 * The import-cycle rule checks something: the project's ESLint configuration, run through ESLint's
 * Node API on two files that import each other (one through a `#domain/...` subpath import, as the
 * code does), reports the cycle. Only that rule runs (the others need the project's type
 * information, which files outside the project lack).
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'import-cycle-'));
  await mkdir(join(folder, 'src', 'domain'), { recursive: true });
  await writeFile(join(folder, 'package.json'), JSON.stringify({ type: 'module', imports: { '#domain/*': './src/domain/*.ts' } }));
  await writeFile(
    join(folder, 'src', 'domain', 'fields.ts'),
    "import { seeds } from '#domain/seeds';\nexport const fields = (): number => seeds() + 1;\n",
  );
  await writeFile(
    join(folder, 'src', 'domain', 'seeds.ts'),
    "import { fields } from './fields.ts';\nexport const seeds = (): number => 2;\nexport const again = (): number => fields();\n",
  );
  await writeFile(
    join(folder, 'src', 'domain', 'alone.ts'),
    "import { seeds } from './seeds.ts';\nexport const alone = (): number => seeds();\n",
  );
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The project's configuration, as `npm run lint` reads it (a JavaScript file: its type is ESLint's). */
async function projectConfig(): Promise<Linter.Config[]> {
  const loaded = (await import(new URL('../../eslint.config.js', import.meta.url).href)) as { default: Linter.Config[] };
  return loaded.default;
}

async function cycleErrors(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: folder,
    overrideConfigFile: true,
    baseConfig: [...(await projectConfig()), { languageOptions: { parserOptions: { projectService: false, project: null } } }],
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
  });
  const [result] = await eslint.lintFiles([join(folder, 'src', 'domain', file)]);
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('import-x/no-cycle', () => {
  it('reports two files that import each other, through a relative and a subpath import', async () => {
    expect(await cycleErrors('fields.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
    expect(await cycleErrors('seeds.ts')).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('says nothing of a file outside the cycle', async () => {
    expect(await cycleErrors('alone.ts')).toEqual([]);
  });
});
