import { describe, expect, it } from 'vitest';
import { deadMentions, pathExists } from './check-doc-paths.mjs';

const files = new Set(['src/lib/i18n.ts', 'tests/e2e', 'docs/decisions/014-exactly-once.md']);
const exists = (mention: string) => pathExists(mention, (p) => files.has(p));

describe('mentions of files in docs and comments', () => {
  it('accepts a path that exists, with or without its extension, and a decision by its number', () => {
    expect(exists('src/lib/i18n.ts')).toBe(true);
    expect(exists('src/lib/i18n')).toBe(true);
    expect(exists('tests/e2e')).toBe(true);
    expect(pathExists('docs/decisions/014')).toBe(true);
  });

  it('reports a moved file, a deleted test and a decision that was never written, with their lines', () => {
    const text = 'see src/lib/tab-paths.ts\nand `tests/e2e/first-paint.spec.ts`\n(docs/decisions/999)';
    expect(deadMentions(text, { exists, names: new Set() })).toEqual([
      { line: 1, mention: 'src/lib/tab-paths.ts' },
      { line: 2, mention: 'tests/e2e/first-paint.spec.ts' },
      { line: 3, mention: 'docs/decisions/999' },
    ]);
  });

  it('reports a bare file name no tracked file has, and leaves patterns and imports alone', () => {
    const names = new Set(['tab-bar.tsx']);
    const text =
      "tab-bar.tsx and painted-help.ts; src/routes/*.tsx, src/lib/tab-*.ts; import x from '../src/gone';";
    expect(deadMentions(text, { exists, names })).toEqual([{ line: 1, mention: 'painted-help.ts' }]);
  });
});
