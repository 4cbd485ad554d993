import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { maskToken, type JournalEntry } from '../../../src/mocks/node/http-server';
import { ACCOUNTS, signIn, STORAGE, storedItem } from '../fixtures';
import { API_DB_FILE, API_ORIGIN, CONSOLE_ORIGIN } from './servers';

/**
 * The console built for a real gateway (VITE_MOCK=false) against `npm run mock:server`, on another origin:
 * every call below crosses the wire, through the browser's CORS checks, and the server's journal
 * (GET /__mock/requests) says what arrived.
 */
const NEW_ACCOUNT = { login: 'wire.tester', name: 'Wira Tester', email: 'wire@console.example.invalid' };

const openDrawer = (page: Page) => page.locator('.ant-drawer-open').getByRole('dialog');
const accountsTable = (page: Page) => page.getByRole('table');

/** When this test started: the journal before it belongs to other tests (or to a failed attempt). */
let since = '';
/** The test's own admin session, which may read the server's journal. */
let adminToken = '';

/** Signs the admin in over the API (the console's page aside) and returns the session's token. */
async function adminSession(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post(`${API_ORIGIN}/services/admin/api/authenticate`, {
    data: { username: ACCOUNTS.admin.login, password: ACCOUNTS.admin.password },
  });
  const { data } = (await signedIn.json()) as { data: { token: string } };
  return data.token;
}

test.beforeEach(async ({ request }) => {
  // Each test (and a retry) starts from the seed: the mock's own reset, an admin's action, which also
  // empties its file and ends every session; a new one reads the journal.
  const reset = await request.post(`${API_ORIGIN}/services/mock/api/reset`, {
    headers: { Authorization: await adminSession(request) },
  });
  expect(await reset.json()).toMatchObject({ code: 200 });
  adminToken = await adminSession(request);
  since = new Date().toISOString();
});

/** The requests the server answered during this test. */
async function journal(request: APIRequestContext): Promise<JournalEntry[]> {
  const response = await request.get(`${API_ORIGIN}/__mock/requests`, { headers: { Authorization: adminToken } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as JournalEntry[]).filter((entry) => entry.at >= since);
}

/** The session token the console keeps (the session store's persisted state). */
async function storedToken(page: Page): Promise<string> {
  const stored = JSON.parse((await storedItem(page, 'localStorage', STORAGE.session)) ?? '{}') as {
    state?: { token?: string };
  };
  expect(stored.state?.token, 'a stored session token').toBeTruthy();
  return stored.state!.token!;
}

/** The changes the mock server kept in its JSON file, by collection. */
function keptRows(collection: string): Array<Record<string, unknown>> {
  const file = JSON.parse(readFileSync(API_DB_FILE, 'utf8')) as Record<
    string,
    { changes: Record<string, { rows: Array<Record<string, unknown>> }> }
  >;
  return file['admin-mock-db']?.changes[collection]?.rows ?? [];
}

test('sign-in, a list, a save kept by the server and a 401 cross the wire as with the real gateway', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  // A build for a real gateway: no mock backend, so no service worker answering inside the page.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  const token = await storedToken(page);

  // The sign-in went to the API's origin, after a CORS preflight the server answered for this origin.
  let calls = await journal(request);
  // The page's own (the test's admin session signs in over the API too, without an Origin).
  const signInCall = calls.find(
    (call) =>
      call.method === 'POST' && call.path === '/services/admin/api/authenticate' && call.origin === CONSOLE_ORIGIN,
  );
  expect(signInCall).toMatchObject({ status: 200, origin: CONSOLE_ORIGIN, preflight: false });
  const preflight = calls.find((call) => call.preflight && call.path === '/services/admin/api/authenticate');
  expect(preflight).toMatchObject({ method: 'OPTIONS', status: 204, origin: CONSOLE_ORIGIN });
  // What the request layer adds beyond CORS's simple headers, all asked for and allowed.
  expect(preflight!.requestedHeaders!.split(',').sort()).toEqual(
    ['authorization', 'client-language', 'content-type', 'deviceid', 'language', 'x-client-agent'].sort(),
  );
  // After sign-in every call carries the session's token.
  expect(calls.find((call) => call.method === 'GET' && call.path === '/services/admin/api/account')).toMatchObject({
    status: 200,
    authorization: maskToken(token),
  });

  // A list: the accounts screen shows the server's rows.
  await page.goto('/permissions-manage/account');
  await expect(page.getByRole('heading', { name: 'Account Management' })).toBeVisible();
  for (const account of Object.values(ACCOUNTS)) {
    await expect(accountsTable(page).getByText(account.login, { exact: true })).toBeVisible();
  }

  // A save: a new account, answered in the gateway's envelope.
  await page.getByRole('button', { name: /New account/ }).click();
  const drawer = openDrawer(page);
  await drawer.getByLabel('Login').fill(NEW_ACCOUNT.login);
  await drawer.getByLabel('Name').fill(NEW_ACCOUNT.name);
  await drawer.getByLabel('Email').fill(NEW_ACCOUNT.email);
  await drawer.getByLabel('Password').fill('wire-pass-123');
  await drawer.getByLabel('Roles').click();
  await page.locator('.ant-select-item-option-content', { hasText: 'Moderator' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await expect(accountsTable(page).getByText(NEW_ACCOUNT.login, { exact: true })).toBeVisible();

  // The server refuses the same login again; its error envelope reaches the form.
  await page.getByRole('button', { name: /New account/ }).click();
  await drawer.getByLabel('Login').fill(NEW_ACCOUNT.login);
  await drawer.getByLabel('Name').fill('Someone Else');
  await drawer.getByLabel('Email').fill('else@console.example.invalid');
  await drawer.getByLabel('Password').fill('else-pass-123');
  await drawer.getByLabel('Roles').click();
  await page.locator('.ant-select-item-option-content', { hasText: 'Operator' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText(`The login ${NEW_ACCOUNT.login} is already taken`).first()).toBeVisible();
  // The refused form keeps what was typed: leaving it asks first.
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(drawer).toBeHidden();

  // Kept by the server, not by the page: after a reload, and in its JSON file.
  await page.reload();
  await expect(accountsTable(page).getByText(NEW_ACCOUNT.login, { exact: true })).toBeVisible();
  const kept = keptRows('admin-accounts').find((row) => row.login === NEW_ACCOUNT.login);
  expect(kept).toMatchObject({ firstName: NEW_ACCOUNT.name, email: NEW_ACCOUNT.email, activated: true });
  expect(keptRows('admin-accounts').filter((row) => row.login === NEW_ACCOUNT.login)).toHaveLength(1);

  calls = await journal(request);
  expect(calls.find((call) => call.method === 'POST' && call.path === '/services/admin/api/admin/users')).toMatchObject(
    { status: 200, origin: CONSOLE_ORIGIN, authorization: maskToken(token) },
  );

  // A 401: the server ends the session (its logout, called from outside the page), and the console's
  // next call signs it out to the login page.
  const revoked = await request.post(`${API_ORIGIN}/services/admin/api/logout`, { headers: { Authorization: token } });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your login has expired. Please log in again.')).toBeVisible();
  await expect.poll(() => storedItem(page, 'localStorage', STORAGE.session)).toBeNull();
  calls = await journal(request);
  expect(
    calls.some(
      (call) => call.status === 401 && call.authorization === maskToken(token) && call.origin === CONSOLE_ORIGIN,
    ),
  ).toBe(true);
});

test('the user menu of a real-gateway build has no "Reset demo data"', async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByRole('button', { name: /\(user menu\)$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Reset demo data' })).toHaveCount(0);
});

test('the chat-app sign-in leaves for the authorize page, which the mock server plays', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with the chat app' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${ACCOUNTS.operator.name}` })).toBeVisible();
  const calls = await journal(request);
  expect(calls.some((call) => call.path.startsWith('/mock/chat-app/authorize?') && call.status === 302)).toBe(true);
  expect(calls.some((call) => call.path === '/services/admin/api/authenticate/chat-app' && call.status === 200)).toBe(
    true,
  );
});

test('a page load asks for the permissions and the screen at the address while the shell is still arriving', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The shell's own chunk is held until the permissions' call and the user list's chunk have been seen:
  // asked for only once the shell had arrived, they would never come, and the shell never with them.
  let releaseShell = () => {};
  const shellHeld = new Promise<void>((resolve) => {
    releaseShell = resolve;
  });
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
    await shellHeld;
    await route.continue();
  });
  const permissionsAsked = page.waitForRequest(/\/getAdminUserAuth$/);
  const screenAsked = page.waitForRequest(/\/assets\/user-list-[\w-]+\.js$/);
  await page.goto('/user-manage/user-list');
  await Promise.all([permissionsAsked, screenAsked]);
  releaseShell();
  await expect(page.getByRole('heading', { name: 'User List' })).toBeVisible();
});

test('with a session, index.html asks for the landing and the shell files before the console has started', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // The console's own code (the app chunk) is held until both files have been asked for: asked for only by
  // the console's guard once it runs, they would never come, and the app never with them.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const asked = Promise.all([
    page.waitForRequest(/\/assets\/landing-[\w-]+\.js$/),
    page.waitForRequest(/\/assets\/shell-[\w-]+\.js$/),
  ]);
  await page.goto('/user-manage/user-list');
  await asked;
  releaseApp();
  await expect(page.getByRole('heading', { name: 'User List' })).toBeVisible();
});

test('without a session, /login asks for neither', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(landing|shell)-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  // Everything /login asks for has come (the network idle that follows its last chunk).
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("two moderators in two browsers never hold the same task, and each sees the other's claim live", async ({
  page,
  browser,
}) => {
  const queue = '/content-review/work-order?type=audit';
  const taskPanel = (on: Page) => on.getByRole('region', { name: /^Task \d+$/ });
  const idInFront = async (on: Page) => Number((await taskPanel(on).getAttribute('aria-label'))!.replace('Task ', ''));

  // The admin opens the queue: the first waiting task is in front of her, claimed for her.
  await signIn(page, 'admin');
  await page.goto(queue);
  await expect(taskPanel(page).getByText('Held by you: 5 min left')).toBeVisible();
  const heldByAdmin = await idInFront(page);

  // The moderator, in another browser with her own session, opens the queue on the first task nobody else
  // holds, which becomes hers (and shows in the admin's queue); the admin's, opened by hand, says who holds
  // it and offers no decision.
  const otherBrowser = await browser.newContext();
  try {
    const moderator = await otherBrowser.newPage();
    await signIn(moderator, 'moderator');
    await moderator.goto(queue);
    await expect(taskPanel(moderator).getByText('Held by you: 5 min left')).toBeVisible();
    const heldByModerator = await idInFront(moderator);
    expect(heldByModerator).not.toBe(heldByAdmin);
    // The admin's queue, open all along, shows it within moments, without a reload (the server's stream).
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(heldByModerator), exact: true }) });
    await expect(row).toContainText('In review by moderator');

    await moderator.getByRole('cell', { name: String(heldByAdmin), exact: true }).click();
    const heldPanel = moderator.getByRole('region', { name: `Task ${heldByAdmin}` });
    await expect(heldPanel.getByRole('status')).toContainText('In review by admin');
    await expect(heldPanel.getByRole('button')).toHaveCount(0);
  } finally {
    await otherBrowser.close();
  }
});
