import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../tests/helpers/test-app';
import { articles, articleTranslations, configValues } from '../../db/schema';
import { blogArticles } from '../../db/seed-content/blog-articles';
import { pressArticles } from '../../db/seed-content/press-articles';
import { seedReference } from '../../db/seed-reference';
import { upsertArticle } from './news-repository';
import { saveArticle } from './news-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedReference(ctx.deps.db);
});
afterAll(() => ctx.close());

const get = (url: string, lang?: 'en' | 'cn' | 'tw') =>
  ctx.app.inject({ method: 'GET', url, headers: lang ? { lang } : {} });

const HOSTILE = `<p onclick="steal()">Hello <strong>there</strong></p>
<script>alert('x')</script><style>body{display:none}</style>
<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>
<a href="javascript:alert(1)">click</a> <a href="JaVaScRiPt&colon;alert(2)">again</a>
<a href="https://www.moneyhelper.org.uk" target="_blank">MoneyHelper</a>`;

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<img|onerror|onclick|javascript:|alert\(/i);
}

describe('news', () => {
  it('seeds at least 8 articles in three languages, and seeding twice changes nothing', async () => {
    const countRows = async () => ({
      articles: (await ctx.deps.db.select().from(articles)).length,
      texts: (await ctx.deps.db.select().from(articleTranslations)).length,
      config: (await ctx.deps.db.select().from(configValues)).length,
    });
    const before = await countRows();
    await seedReference(ctx.deps.db);
    expect(await countRows()).toEqual(before);
    expect(before.articles).toBe(blogArticles.length + pressArticles.length);
    expect(before.articles).toBeGreaterThanOrEqual(8);
    expect(before.texts).toBe(before.articles * 3);
  });

  it('lists articles by type, newest first, in the language of the request', async () => {
    const en = await get('/api/news/list?type=press');
    expect(en.statusCode).toBe(200);
    const page = en.json().data;
    expect(page.total).toBe(pressArticles.length);
    expect(page.list.every((item: { type: string }) => item.type === 'press')).toBe(true);
    const dates = page.list.map((item: { publishedAt: string }) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.list.at(-1).title).toBe('Quayside launches personal loans built around clear numbers');

    const cn = await get('/api/news/list?type=press', 'cn');
    expect(cn.json().data.list.at(-1).title).toBe('Quayside 推出以清晰数字为核心的个人贷款');
    const tw = await get('/api/news/list?type=press', 'tw');
    expect(tw.json().data.list.at(-1).title).toBe('Quayside 推出以清晰數字為核心的個人貸款');
  });

  it('pages and refuses a page size above 100', async () => {
    const second = await get('/api/news/list?page=2&pageSize=3');
    expect(second.json().data).toMatchObject({
      page: 2,
      pageSize: 3,
      total: blogArticles.length + pressArticles.length,
    });
    expect(second.json().data.list).toHaveLength(3);
    const big = await get('/api/news/list?pageSize=101', 'tw');
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'V400', msg: '請檢查您輸入的資料' });
    const badType = await get('/api/news/list?type=gossip');
    expect(badType.json()).toMatchObject({ code: 'V400', msg: 'Please check the information you entered' });
  });

  it('puts pinned articles first in the top list', async () => {
    const top = (await get('/api/news/top')).json().data;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(4);
    const pinnedCount = [...blogArticles, ...pressArticles].filter((a) => a.pinned).length;
    expect(top.slice(0, pinnedCount).every((item: { pinned: boolean }) => item.pinned)).toBe(true);
  });

  it('answers an article with its body in the requested language and N404 for an unknown id', async () => {
    const list = (await get('/api/news/list?type=blog&pageSize=100')).json().data.list;
    const struggling = list.find((item: { slug: string }) => item.slug === 'struggling-to-pay');
    const detail = await get(`/api/news/${struggling.id}/detail`, 'cn');
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.title).toBe('还款有困难？请尽早联系我们，并了解哪里可以获得免费建议');
    expect(data.content).toContain(
      '<a href="https://www.stepchange.org" target="_blank" rel="noopener noreferrer">',
    );
    const missing = await get('/api/news/99999999/detail', 'cn');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'N404', msg: '记录不存在', data: null });
  });

  it('never returns a script, event handler or javascript: URL, whether the HTML came through the seed or not', async () => {
    const texts = { title: 'Test', summary: 'Test', bodyHtml: HOSTILE };
    const viaSeed = await saveArticle(ctx.deps.db, {
      slug: 'hostile-through-seed',
      type: 'blog',
      pinned: false,
      publishedAt: new Date('2020-01-01T00:00:00Z'),
      texts: { en: texts, cn: texts, tw: texts },
    });
    const [stored] = await ctx.deps.db
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, viaSeed));
    expectHarmless(stored!.bodyHtml);

    // Written straight into the table, as a compromised editor or a bad migration might.
    const direct = await upsertArticle(ctx.deps.db, {
      slug: 'hostile-in-database',
      type: 'blog',
      pinned: false,
      publishedAt: new Date('2020-01-02T00:00:00Z'),
      texts: { en: texts, cn: texts, tw: texts },
    });
    for (const id of [viaSeed, direct]) {
      const content: string = (await get(`/api/news/${id}/detail`)).json().data.content;
      expectHarmless(content);
      expect(content).toContain('<p>Hello <strong>there</strong></p>');
      expect(content).toContain(
        '<a href="https://www.moneyhelper.org.uk" target="_blank" rel="noopener noreferrer">MoneyHelper</a>',
      );
    }
  });
});
