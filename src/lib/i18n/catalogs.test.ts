import { describe, expect, it } from 'vitest';
import { readPoCatalog } from '../../../scripts/lib/po-catalog';
import { catalogNames } from './catalog-names';

// Every catalog of every locale (shell, pages, member). Loaded as text so the test reads
// exactly what a translator edits.
const files = import.meta.glob<string>('../../locales/*/*.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const locales = ['en', 'zh-CN', 'zh-TW'];

function catalogFileNames(): string[] {
  return [...new Set(Object.keys(files).map((path) => path.split('/').pop()!.replace(/\.po$/, '')))].sort();
}

/** The messages of one catalog that are in use (obsolete `#~` entries are shown to nobody). */
async function messagesOf(locale: string, catalog: string) {
  const entries = await readPoCatalog(files[`../../locales/${locale}/${catalog}.po`] ?? '');
  return entries.filter((entry) => !entry.obsolete);
}

describe('translation catalogs', () => {
  it('exist for every catalog the app loads, in every locale', () => {
    for (const locale of locales) {
      for (const name of catalogNames)
        expect(Object.keys(files)).toContain(`../../locales/${locale}/${name}.po`);
    }
  });

  it('are the five of lingui.config.ts, in the order pages declare them (src/route-declarations.test.ts)', () => {
    expect(catalogNames).toEqual(['shell', 'pages', 'member', 'apply', 'hardship']);
  });

  for (const catalog of catalogFileNames()) {
    for (const locale of locales) {
      it(`${locale}/${catalog}.po has a non-empty translation for every message`, async () => {
        expect(
          files[`../../locales/${locale}/${catalog}.po`],
          `${locale}/${catalog}.po is missing`,
        ).toBeTypeOf('string');
        const empty = (await messagesOf(locale, catalog))
          .filter((entry) => entry.msgstr.trim() === '')
          .map((entry) => entry.msgid);
        expect(empty, `untranslated in ${locale}/${catalog}.po`).toEqual([]);
      });

      it(`${locale}/${catalog}.po holds every message of the English catalog`, async () => {
        const source = await messagesOf('en', catalog);
        const target = new Set((await messagesOf(locale, catalog)).map((entry) => entry.msgid));
        expect(source.map((entry) => entry.msgid).filter((id) => !target.has(id))).toEqual([]);
      });
    }
  }

  it('gives a message used by several catalogs the same translation in each (a later one would win)', async () => {
    for (const locale of locales) {
      const seen = new Map<string, { catalog: string; msgstr: string }>();
      const conflicts: string[] = [];
      for (const catalog of catalogFileNames()) {
        for (const entry of await messagesOf(locale, catalog)) {
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

  it('keeps the placeholders of each message in its translations', async () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{(\w+)[,}]/g)]
        .map((match) => match[1])
        .sort()
        .join(',');
    for (const catalog of catalogFileNames()) {
      const source = new Set(
        (await readPoCatalog(files[`../../locales/en/${catalog}.po`] ?? '')).map((e) => e.msgid),
      );
      for (const locale of ['zh-CN', 'zh-TW']) {
        for (const entry of await readPoCatalog(files[`../../locales/${locale}/${catalog}.po`] ?? '')) {
          if (!source.has(entry.msgid) || entry.msgstr === '') continue;
          expect(placeholders(entry.msgstr), `${locale}/${catalog}: ${entry.msgid}`).toBe(
            placeholders(entry.msgid),
          );
        }
      }
    }
  });
});
