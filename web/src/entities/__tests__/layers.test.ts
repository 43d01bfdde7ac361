/**
 * The layers of docs/adr/0064-entities-layer.md, as ESLint enforces them: each planted import
 * that crosses a layer upwards is refused, and its positive control (the same import one layer
 * up) passes. Linted in memory with the project's own config, so a zone dropped from
 * eslint.config.js fails here.
 */
import { resolve } from 'node:path';

import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: resolve(__dirname, '../../..') });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

const imports = {
  entity: "import { REQUESTS } from '@/entities/folio/folio-record';\nexport const x = REQUESTS;\n",
  feature:
    "import { stepHref } from '@/features/capture/step-paths';\nexport const x = stepHref;\n",
  lib: "import { API } from '@/lib/api-paths';\nexport const x = API;\n",
};

describe('layer zones', () => {
  const tests = [
    {
      name: 'lib imports an entity',
      file: 'src/lib/planted.ts',
      code: imports.entity,
      refused: true,
    },
    {
      name: 'lib imports a feature',
      file: 'src/lib/planted.ts',
      code: imports.feature,
      refused: true,
    },
    {
      name: 'components import an entity',
      file: 'src/components/ui/planted.tsx',
      code: imports.entity,
      refused: true,
    },
    {
      name: 'stores import an entity',
      file: 'src/stores/planted.ts',
      code: imports.entity,
      refused: true,
    },
    {
      name: 'an entity imports a feature',
      file: 'src/entities/letters/planted.ts',
      code: imports.feature,
      refused: true,
    },
    {
      name: 'an entity imports lib',
      file: 'src/entities/letters/planted.ts',
      code: imports.lib,
      refused: false,
    },
    {
      name: 'an entity imports another entity',
      file: 'src/entities/quote/planted.ts',
      code: imports.entity,
      refused: false,
    },
    {
      name: 'a feature imports an entity',
      file: 'src/features/cnca/planted.ts',
      code: imports.entity,
      refused: false,
    },
    {
      name: 'testing builds on an entity',
      file: 'src/testing/planted.ts',
      code: imports.entity,
      refused: false,
    },
  ];
  it.each(tests)(
    '$name',
    async ({ file, code, refused }) => {
      const errors = await zoneErrors(file, code);
      expect(errors.length > 0).toBe(refused);
    },
    60_000,
  );
});
