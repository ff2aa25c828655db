import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockfileProblems } from './check-lockfile.mjs';

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));

describe('the lockfile', () => {
  it('pins every package by sha512, from the registry only, at the versions package.json names', () => {
    expect(lockfileProblems(read('package-lock.json'), read('package.json'))).toEqual([]);
  });

  it('finds a missing integrity, a foreign source, a version drift and an allowed install script', () => {
    const manifest = {
      dependencies: { left: '1.0.0', right: 'git+https://example.com/r.git' },
      allowScripts: { left: true },
    };
    const lock = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/left': { version: '1.0.1', integrity: 'sha1-abc', hasInstallScript: true },
        'node_modules/right': {
          version: '2.0.0',
          integrity: 'sha512-AAAA',
          resolved: 'https://example.com/r.tgz',
        },
      },
    };
    const problems = lockfileProblems(lock, manifest);
    expect(problems).toEqual([
      'node_modules/left: no sha512 integrity',
      'node_modules/left: install script allowed',
      'node_modules/right: resolved from https://example.com/r.tgz',
      'left: 1.0.1 locked, 1.0.0 named',
      'right: not from the registry (git+https://example.com/r.git)',
    ]);
  });
});
