import { describe, expect, it } from 'vitest';
import { readPoCatalog } from './po-catalog';

describe('readPoCatalog', () => {
  it('joins continuation lines, unescapes, skips the header and keeps empty translations', async () => {
    const text = [
      'msgid ""',
      'msgstr ""',
      '"Language: en\\n"',
      '',
      '#: src/a.tsx',
      '#: src/b.tsx',
      'msgid "Say \\"hi\\""',
      'msgstr ""',
      '"Dis \\"bonjour\\""',
      '"\\n"',
      '',
      'msgid "Empty"',
      'msgstr ""',
      '',
      '#~ msgid "Gone"',
      '#~ msgstr "Parti"',
    ].join('\n');
    expect(await readPoCatalog(text)).toEqual([
      { msgid: 'Say "hi"', msgstr: 'Dis "bonjour"\n', obsolete: false, origins: ['src/a.tsx', 'src/b.tsx'] },
      { msgid: 'Empty', msgstr: '', obsolete: false, origins: [] },
      { msgid: 'Gone', msgstr: 'Parti', obsolete: true, origins: [] },
    ]);
  });

  it('reads a message with an explicit id by that id', async () => {
    const text = ['#. js-lingui-explicit-id', 'msgid "nav.home"', 'msgstr "Home"', ''].join('\n');
    expect(await readPoCatalog(text)).toEqual([
      { msgid: 'nav.home', msgstr: 'Home', obsolete: false, origins: [] },
    ]);
  });
});
