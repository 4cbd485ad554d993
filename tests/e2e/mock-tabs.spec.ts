import { expect, test, type Page } from '@playwright/test';
import { signIn, STORAGE } from './fixtures';

/**
 * The demo's mock runs in each tab, over one storage: tabs must behave as clients of one server. Calls are
 * made from the pages themselves (the service worker answers them with that tab's copy of the mock), the
 * way the console makes them, with the signed-in token.
 */
const WORDS = '/services/community/api/words/taboo';

/** Adds `count` taboo words named `<prefix>1`… from the page, all at once; answers each envelope's code. */
function addWordsAtOnce(page: Page, prefix: string, count: number): Promise<number[]> {
  return page.evaluate(
    async ([sessionKey, url, prefix, count]) => {
      const token = JSON.parse(localStorage.getItem(sessionKey) ?? '{}').state?.token ?? '';
      const headers = { Authorization: token, 'Content-Type': 'application/json', language: 'en' };
      const answers = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          fetch(url, { method: 'POST', headers, body: JSON.stringify({ words: [`${prefix}${index + 1}`] }) }),
        ),
      );
      return Promise.all(answers.map(async (answer) => (await answer.json()).code as number));
    },
    [STORAGE.session, WORDS, prefix, count] as const,
  );
}

/** The taboo words containing `part`, with their ids, as the page's mock answers them. */
function wordsContaining(page: Page, part: string): Promise<Array<{ id: number; word: string }>> {
  return page.evaluate(
    async ([sessionKey, url, part]) => {
      const token = JSON.parse(localStorage.getItem(sessionKey) ?? '{}').state?.token ?? '';
      const answer = await fetch(`${url}?current=1&size=100&word=${part}`, {
        headers: { Authorization: token, language: 'en' },
      });
      return (await answer.json()).data.records;
    },
    [STORAGE.session, WORDS, part] as const,
  );
}

test('two tabs adding at the same time keep every row, each under its own id, and each tab sees the other’s', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();

  const [first, second] = await Promise.all([addWordsAtOnce(page, 'tabone', 12), addWordsAtOnce(other, 'tabtwo', 12)]);
  expect([...first, ...second]).toEqual(Array(24).fill(200));

  for (const tab of [page, other]) {
    const added = [...(await wordsContaining(tab, 'tabone')), ...(await wordsContaining(tab, 'tabtwo'))];
    expect(added.map((row) => row.word).sort()).toEqual(
      ['tabone', 'tabtwo']
        .flatMap((prefix) => Array.from({ length: 12 }, (_, index) => `${prefix}${index + 1}`))
        .sort(),
    );
    expect(new Set(added.map((row) => row.id)).size).toBe(24);
  }
});

test('a list open in one tab shows what another tab added, without a reload', async ({ page, context }) => {
  await signIn(page, 'admin', '/user-manage/system-taboo');
  await expect(page.getByRole('heading', { name: 'Taboo Words', level: 1 })).toBeVisible();
  // The list has loaded (a header row and seeded words) before the other tab adds one.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'liveword1', exact: true })).toHaveCount(0);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { name: 'Hello, Amira Haddad' })).toBeVisible();

  expect(await addWordsAtOnce(other, 'liveword', 1)).toEqual([200]);
  // The other tab's mock tells this tab's console, which reads the list again.
  await expect(page.getByRole('cell', { name: 'liveword1', exact: true })).toBeVisible();
});
