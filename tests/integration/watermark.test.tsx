import { watermarkLines } from '../../src/app/shell/watermark/shell-watermark';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { useLockPreferences } from '../../src/shared/stores/idle-lock-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { waitFor } from '../support/dom';
import { audit, describeViolations } from './accessibility/axe';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** The overlay the watermark lays over the screen area: a tiled background image, taking no clicks. */
function markOver(area: Element): HTMLElement | undefined {
  return Array.from(area.querySelectorAll<HTMLElement>(':scope > div')).find((element) =>
    element.style.backgroundImage.startsWith('url("data:image/png'),
  );
}

/** The text drawn on the watermark's tile. */
function drawnText(fillText: { mock: { calls: unknown[][] } }): string[] {
  return fillText.mock.calls.map(([text]) => String(text));
}

async function openUserMenu(user: User) {
  await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
}

describe('watermark', () => {
  afterEach(() => {
    useLockPreferences.setState({ choices: {} });
    localStorage.removeItem(STORAGE_KEYS.lockPreferences);
  });

  it("tiles the signed-in login and today's date over the screen area", async () => {
    const fillText = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
    await existingSession('moderator');
    renderApp('/');
    await screen.findByRole('heading', { name: /Hello/ });
    const content = document.querySelector('.shell__content')!;
    const area = content.querySelector<HTMLElement>(':scope > .shell-watermark')!;
    expect(area).not.toBeNull();
    await waitFor(() => expect(markOver(area)).toBeDefined());
    const mark = markOver(area)!;
    expect(getComputedStyle(mark).pointerEvents).toBe('none');
    expect(mark.getBoundingClientRect().height).toBeGreaterThan(0);
    // The home screen is inside the watermarked area; the header and the menu are not.
    expect(within(area).getByRole('heading', { name: /Hello/ })).toBeInTheDocument();
    expect(area.contains(document.querySelector('.shell__header'))).toBe(false);
    // A layer as large as the viewport, which the browser's largest contentful paint takes for a
    // background: otherwise the mark, painted with the shell, was the page's largest content. The header
    // and the side menu lie over it, so it shows over the screen area only.
    const { width, height } = mark.getBoundingClientRect();
    expect([width, height]).toEqual([document.documentElement.clientWidth, document.documentElement.clientHeight]);
    const layer = (element: Element) => Number(getComputedStyle(element).zIndex);
    expect(layer(document.querySelector('.shell__header')!)).toBeGreaterThan(layer(mark));
    expect(layer(document.querySelector('.shell__sider')!)).toBeGreaterThan(layer(mark));

    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
    await waitFor(() => expect(drawnText(fillText)).toEqual(expect.arrayContaining(['moderator', today])));
    expect(area.querySelector('[data-watermark]')).toHaveAttribute('data-watermark', `moderator · ${today}`);
  });

  it("writes the date in the interface language's format", async () => {
    const fillText = vi.spyOn(CanvasRenderingContext2D.prototype, 'fillText');
    await setLanguage('ar');
    await existingSession('admin');
    renderApp('/');
    await waitFor(() => expect(document.querySelector('[data-watermark]')).not.toBeNull());
    const [, arabicDate] = watermarkLines('admin', new Date(), 'ar');
    expect(arabicDate).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date()));
    expect(arabicDate).not.toBe(watermarkLines('admin', new Date(), 'en')[1]);
    await waitFor(() => expect(drawnText(fillText)).toEqual(expect.arrayContaining(['admin', arabicDate])));
  });

  it('is not on the login page', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(document.querySelector('.shell-watermark')).toBeNull();
    expect(document.querySelector('[data-watermark]')).toBeNull();
  });

  it('can be hidden from the user menu, per login, without remounting the screen', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    await screen.findByRole('table');
    const filter = screen.getByLabelText('Login or name');
    await fill(user, filter, 'half-typed');
    const area = document.querySelector<HTMLElement>('.shell-watermark')!;
    await waitFor(() => expect(markOver(area)).toBeDefined());
    const shown = markOver(area)!.style.backgroundImage;

    await openUserMenu(user);
    await user.click(await screen.findByText('Hide watermark'));
    await waitFor(() => expect(area.querySelector('[data-watermark]')).toBeNull());
    expect(useLockPreferences.getState().choices.admin?.watermark).toBe(false);
    // No mark any more.
    await waitFor(() => expect(markOver(area)?.style.backgroundImage).not.toBe(shown));
    expect(filter).toBeInTheDocument();
    expect(filter).toHaveValue('half-typed');

    await openUserMenu(user);
    await user.click(await screen.findByText('Show watermark'));
    await waitFor(() => expect(area.querySelector('[data-watermark]')).not.toBeNull());
    await waitFor(() => expect(markOver(area)?.style.backgroundImage).toBe(shown));
    expect(filter).toHaveValue('half-typed');
  });

  it('leaves the screen free of serious or critical axe violations', async () => {
    await existingSession('admin');
    renderApp('/permissions-manage/account');
    await screen.findByRole('table');
    await waitFor(() => expect(markOver(document.querySelector('.shell-watermark')!)).toBeDefined());
    const { blocking } = await audit();
    expect(describeViolations(blocking), 'axe: serious or critical violations').toBe('');
  });
});
