import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configSchema, parseConfig } from './config';

/**
 * `.env.example` is where an operator learns the settings, and the README's configuration table is where
 * they are explained: both must name exactly the keys `server/config.ts` reads, and the example's values
 * must be the defaults it claims to show.
 */
const root = new URL('../', import.meta.url);
const settings = Object.keys(configSchema.shape);

function exampleEntries(): [string, string][] {
  return readFileSync(new URL('.env.example', root), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`.env.example: not a KEY=value line: ${line}`);
      return [match[1]!, match[2]!];
    });
}

describe('the settings as documented', () => {
  it('.env.example names every setting of server/config.ts, once, and no other', () => {
    const keys = exampleEntries().map(([key]) => key);
    expect(new Set(keys).size, 'a key listed twice').toBe(keys.length);
    expect([...keys].sort()).toEqual([...settings].sort());
  });

  it('.env.example shows each setting at its default (empty where there is none)', () => {
    expect(parseConfig(Object.fromEntries(exampleEntries()))).toEqual(parseConfig({}));
  });

  it('the README explains every setting in its configuration table, and no other', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const section = readme.slice(readme.indexOf('\n## Configuration\n') + 1);
    const end = section.indexOf('\n## ');
    const table = end === -1 ? section : section.slice(0, end);
    const keys = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]);
    expect([...keys].sort()).toEqual([...settings].sort());
  });
});
