import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '../server/i18n/catalog';
import { domainMessages } from '../src/ui/member/field-message';
import { readPoCatalog } from './lib/po-catalog';
import { root } from './lib/process.mjs';

// The app puts the shared contracts' message codes into words itself (src/ui/member/field-message.ts), so a
// form checked in the browser says what the server would. Those words are a copy of the server's catalog
// (server/i18n): this test holds the copy to it, in English and in both Chinese catalogs.

async function translations(locale: string): Promise<Map<string, string>> {
  const text = readFileSync(path.join(root, 'src', 'locales', locale, 'member.po'), 'utf8');
  return new Map((await readPoCatalog(text)).map((message) => [message.msgid, message.msgstr]));
}

describe("the app's words for the domain's message codes", () => {
  it("are the server catalog's, word for word, in en, zh-CN and zh-TW", async () => {
    const cn = await translations('zh-CN');
    const tw = await translations('zh-TW');
    const differences: string[] = [];
    for (const [code, descriptor] of Object.entries(domainMessages)) {
      const server = catalog[code];
      if (!server) {
        differences.push(`${code}: not in the server's catalog`);
        continue;
      }
      const english = descriptor.message ?? '';
      if (english !== server.en) differences.push(`${code} en: "${english}" ≠ "${server.en}"`);
      if (cn.get(english) !== server.cn)
        differences.push(`${code} zh-CN: "${cn.get(english)}" ≠ "${server.cn}"`);
      if (tw.get(english) !== server.tw)
        differences.push(`${code} zh-TW: "${tw.get(english)}" ≠ "${server.tw}"`);
    }
    expect(differences).toEqual([]);
    expect(Object.keys(domainMessages).length).toBeGreaterThan(50);
  });
});
