import { describe, expect, it } from 'vitest';
import { loanStatuses } from '../../../domain/loan/lifecycle';
import { readPoCatalog } from '../../../scripts/lib/po-catalog';
import { collectionsMessages } from '../../../server/i18n/collections-messages';
import { loanMessages } from '../../../server/i18n/loan-messages';
import { loanStatusLabels } from './state-labels';

// A loan's state has one name in each language: the app's chip (state-labels.ts, through the member
// catalog) and the server's words for the same state in its refusals and notices ("cannot go from
// "Approved" to …", server/i18n) must say the same, or a borrower reads two names for one thing.
const member = import.meta.glob<string>('../../locales/*/member.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const server = { ...loanMessages, ...collectionsMessages };
const locales = [
  ['en', 'en'],
  ['zh-CN', 'cn'],
  ['zh-TW', 'tw'],
] as const;

async function translationsOf(locale: string): Promise<Map<string, string>> {
  const entries = await readPoCatalog(member[`../../locales/${locale}/member.po`] ?? '');
  return new Map(entries.map((entry) => [entry.msgid, entry.msgstr]));
}

/**
 * Two names the borrower's screens chose on purpose, which the server's words (server/i18n/loan-messages.ts
 * `loan.status.APPROVED`, server/i18n/collections-messages.ts `loan.status.CHARGED_OFF`) are still to take up:
 * listed here so that any other difference fails, and so does this list once the server says the same.
 */
const awaitingTheServer: Record<string, { app: readonly string[]; server: readonly string[] }> = {
  APPROVED: {
    app: ['Offer ready to sign', '贷款要约待签署', '貸款要約待簽署'],
    server: ['Approved', '已批准', '已核准'],
  },
  CHARGED_OFF: { app: ['In default', '已违约', '已違約'], server: ['Charged off', '已核销', '已核銷'] },
};

describe('the loan status words', () => {
  it.each(locales.map(([locale, lang], index) => [locale, lang, index] as const))(
    'are the same in the app and on the server, in %s',
    async (locale, lang, index) => {
      const app = await translationsOf(locale);
      const differ: string[] = [];
      for (const status of loanStatuses) {
        const source = loanStatusLabels[status].message as string;
        const ours = locale === 'en' ? source : app.get(source);
        const theirs = server[`loan.status.${status}`]?.[lang];
        if (ours !== theirs) differ.push(`${status}: app "${ours}" ≠ server "${theirs}"`);
      }
      const known = Object.entries(awaitingTheServer).map(
        ([status, words]) => `${status}: app "${words.app[index]}" ≠ server "${words.server[index]}"`,
      );
      expect(differ).toEqual(known);
    },
  );
});
