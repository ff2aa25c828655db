import { describe, expect, it } from 'vitest';
import { catalogNames } from './catalog-names';
import { parsePo } from './po-catalog';

// Every catalog of every locale (shell, pages, member). Loaded as text so the test reads
// exactly what a translator edits.
const files = import.meta.glob<string>('../locales/*/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const locales = ['en', 'zh-CN', 'zh-TW'];

function catalogFileNames(): string[] {
  return [...new Set(Object.keys(files).map((path) => path.split('/').pop()!.replace(/\.po$/, '')))].sort();
}

describe('translation catalogs', () => {
  it('exist for every catalog the app loads, in every locale', () => {
    for (const locale of locales) {
      for (const name of catalogNames)
        expect(Object.keys(files)).toContain(`../locales/${locale}/${name}.po`);
    }
  });

  it('are the four of lingui.config.ts, in the order pages declare them (src/route-declarations.test.ts)', () => {
    expect(catalogNames).toEqual(['shell', 'pages', 'member', 'apply']);
  });

  for (const catalog of catalogFileNames()) {
    for (const locale of locales) {
      it(`${locale}/${catalog}.po has a non-empty translation for every message`, () => {
        const text = files[`../locales/${locale}/${catalog}.po`];
        expect(text, `${locale}/${catalog}.po is missing`).toBeTypeOf('string');
        const empty = parsePo(text!)
          .filter((entry) => !entry.obsolete && entry.msgstr.trim() === '')
          .map((entry) => entry.msgid);
        expect(empty, `untranslated in ${locale}/${catalog}.po`).toEqual([]);
      });

      it(`${locale}/${catalog}.po holds every message of the English catalog`, () => {
        const source = parsePo(files[`../locales/en/${catalog}.po`] ?? '').filter((entry) => !entry.obsolete);
        const target = new Set(
          parsePo(files[`../locales/${locale}/${catalog}.po`] ?? '')
            .filter((entry) => !entry.obsolete)
            .map((entry) => entry.msgid),
        );
        expect(source.map((entry) => entry.msgid).filter((id) => !target.has(id))).toEqual([]);
      });
    }
  }

  it('gives a message used by several catalogs the same translation in each (a later one would win)', () => {
    for (const locale of locales) {
      const seen = new Map<string, { catalog: string; msgstr: string }>();
      const conflicts: string[] = [];
      for (const catalog of catalogFileNames()) {
        for (const entry of parsePo(files[`../locales/${locale}/${catalog}.po`] ?? '')) {
          if (entry.obsolete) continue;
          const first = seen.get(entry.msgid);
          if (first && first.msgstr !== entry.msgstr) {
            conflicts.push(
              `${entry.msgid}: ${first.catalog} "${first.msgstr}" ≠ ${catalog} "${entry.msgstr}"`,
            );
          }
          if (!first) seen.set(entry.msgid, { catalog, msgstr: entry.msgstr });
        }
      }
      expect(conflicts, locale).toEqual([]);
    }
  });

  it('keeps the placeholders of each message in its translations', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)[,}]/g)]
        .map((match) => match[1])
        .sort()
        .join(',');
    for (const catalog of catalogFileNames()) {
      const source = new Map(
        parsePo(files[`../locales/en/${catalog}.po`] ?? '').map((e) => [e.msgid, e.msgid]),
      );
      for (const locale of ['zh-CN', 'zh-TW']) {
        for (const entry of parsePo(files[`../locales/${locale}/${catalog}.po`] ?? '')) {
          if (!source.has(entry.msgid) || entry.msgstr === '') continue;
          expect(placeholders(entry.msgstr), `${locale}/${catalog}: ${entry.msgid}`).toBe(
            placeholders(entry.msgid),
          );
        }
      }
    }
  });
});

describe('parsePo', () => {
  it('reads continuation lines and escapes, and reports empty translations', () => {
    const entries = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: en\\n"',
        '',
        'msgid "Say \\"hi\\""',
        'msgstr ""',
        '"Dis \\"bonjour\\""',
        '',
        'msgid "Empty"',
        'msgstr ""',
      ].join('\n'),
    );
    expect(entries).toEqual([
      { msgid: 'Say "hi"', msgstr: 'Dis "bonjour"', obsolete: false },
      { msgid: 'Empty', msgstr: '', obsolete: false },
    ]);
  });
});
