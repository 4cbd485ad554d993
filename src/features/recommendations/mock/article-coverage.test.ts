import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../articles/mock';
import { canClose, localDay } from '../rules';
import { RECOMMENDATION_COLLECTIONS as C, type RecommendationRow } from './seed';

const BASE = '/content/api/recommendations';
const today = () => localDay(Date.now());

/** A recommendation of a listed article that can still be closed, and every such one of that article. */
function inUse() {
  const rows = db.all<RecommendationRow>(C.recommendations);
  const row = rows.find(
    (candidate) =>
      candidate.kind === 'article' &&
      canClose(candidate, today()) &&
      candidate.startDate > today() &&
      db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, candidate.articleId!)?.status === 'listed',
  )!;
  const all = rows.filter((other) => other.articleId === row.articleId && canClose(other, today()));
  return { row, all, article: db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, row.articleId!)! };
}

async function countOn(token: string, row: RecommendationRow, day: string) {
  const place = `surface=${row.surface}${row.mode ? `&mode=${row.mode}` : ''}`;
  const answer = await callMock<{ counts: number[] }>('GET', `${BASE}/calendar?${place}&from=${day}&to=${day}`, {
    token,
  });
  return answer.data.counts[0];
}

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('recommendations of an article follow the article', () => {
  it('a delisted article stops covering its recommended days, and covers them again once listed', async () => {
    const token = await signInAs('admin');
    const { row, article } = inUse();
    const before = await countOn(token, row, row.startDate);
    expect(before).toBeGreaterThan(0);
    const articles = `/content/api/articles/${article.kind}/${article.id}`;
    expect((await callMock('POST', `${articles}/delist`, { token })).code).toBe(200);
    expect(await countOn(token, row, row.startDate)).toBe(before - 1);
    const place = `surface=${row.surface}${row.mode ? `&mode=${row.mode}` : ''}`;
    const dates = await callMock<{ records: Array<{ items: Array<{ id: number }> }> }>(
      'GET',
      `${BASE}/dates?${place}&days=${row.startDate},${row.startDate}`,
      { token },
    );
    expect(dates.data.records[0].items.map((item) => item.id)).not.toContain(row.id);
    expect((await callMock('POST', `${articles}/list`, { token })).code).toBe(200);
    expect(await countOn(token, row, row.startDate)).toBe(before);
  });

  it('refuses to delete an article a waiting or pushed recommendation uses, naming it, until it is closed', async () => {
    const token = await signInAs('admin');
    const { row, all, article } = inUse();
    const articles = `/content/api/articles/${article.kind}/${article.id}`;
    await callMock('POST', `${articles}/delist`, { token });
    const refused = await callMock('DELETE', articles, { token });
    expect(refused.code).toBe(409);
    expect(refused.message).toContain(`${row.id} (${row.startDate} – ${row.endDate})`);
    const arabic = await callMock('DELETE', articles, { token, language: 'ar' });
    expect(arabic.message).toContain('ما زالت تستخدم هذه المقالة');
    expect(db.byId(ARTICLE_COLLECTIONS.articles, article.id)).toBeDefined();

    for (const use of all) expect((await callMock('POST', `${BASE}/${use.id}/close`, { token })).code).toBe(200);
    expect((await callMock('DELETE', articles, { token })).code).toBe(200);
    expect(db.byId(ARTICLE_COLLECTIONS.articles, article.id)).toBeUndefined();
  });
});
