import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, chooseFromDropdown, openFromMenu, STORAGE, storedItem } from './fixtures';

/**
 * The direction the breadcrumb's separator arrows point: the icon drawn (antd's left/right outlined
 * arrows; the separators are aria-hidden, so CSS finds them) and whether anything mirrors it.
 */
async function separatorArrows(page: Page): Promise<string[]> {
  return page.locator('.ant-breadcrumb-separator .anticon').evaluateAll((icons) =>
    icons.map((icon) => {
      let mirrored = false;
      for (let node: Element | null = icon; node && node.tagName !== 'NAV'; node = node.parentElement) {
        const transform = getComputedStyle(node).transform;
        const scaleX = transform === 'none' ? 1 : new DOMMatrix(transform).a;
        if (scaleX < 0) mirrored = !mirrored;
      }
      const drawn = icon.getAttribute('aria-label') ?? '?';
      if (!mirrored) return drawn;
      return drawn === 'left' ? 'right' : drawn === 'right' ? 'left' : drawn;
    }),
  );
}

/** Where the sider sits: its horizontal centre against the viewport's. */
async function siderSide(page: Page): Promise<'left' | 'right'> {
  const box = await page.locator('.ant-layout-sider').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no sider or viewport');
  return box.x + box.width / 2 > viewport.width / 2 ? 'right' : 'left';
}

test('Arabic mirrors login and shell; English comes back from the header and persists', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'اللغة' }).getByRole('button', { name: 'العربية' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveTitle('تسجيل الدخول | لوحة الإدارة');

  await page.getByLabel('اسم المستخدم').fill(ACCOUNTS.admin.login);
  await page.getByLabel('كلمة المرور').fill(ACCOUNTS.admin.password);
  await expect(page.getByRole('checkbox', { name: 'تذكّر الحساب' })).toBeVisible();
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByRole('heading', { name: `مرحبًا، ${ACCOUNTS.admin.name}` })).toBeVisible();

  // The shell is mirrored: the sider is on the right.
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
  await expect.poll(() => siderSide(page)).toBe('right');

  // On a screen the breadcrumb has separators; in Arabic they point left (the reading direction).
  await openFromMenu(page, 'إدارة الإصدارات', 'رفع الصور', 'التنقل الرئيسي');
  const breadcrumb = page.getByRole('navigation', { name: 'مسار التنقل' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['الرئيسية', 'إدارة الإصدارات', 'رفع الصور']);
  await expect.poll(() => separatorArrows(page)).toEqual(['left', 'left']);

  // Arabic survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['الرئيسية', 'إدارة الإصدارات', 'رفع الصور']);

  // Back to English from the header's language menu.
  await chooseFromDropdown(page, page.getByRole('button', { name: 'العربية (اللغة)' }), 'English');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  const englishBreadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(englishBreadcrumb.getByRole('listitem')).toHaveText(['Home', 'Version Management', 'Upload Images']);
  await expect.poll(() => separatorArrows(page)).toEqual(['right', 'right']);
  await expect.poll(() => siderSide(page)).toBe('left');
  await expect
    .poll(async () => JSON.parse((await storedItem(page, 'localStorage', STORAGE.preferences)) ?? '{}').state?.language)
    .toBe('en');

  // The chosen language persists across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Upload Images' })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English (language)' })).toBeVisible();
  await expect.poll(() => siderSide(page)).toBe('left');
});
