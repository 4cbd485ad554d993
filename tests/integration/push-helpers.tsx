import * as XLSX from 'xlsx';
import { APP_USER_COLLECTIONS, audienceUsers, type AppUserRow } from '../../src/features/app-users/mock';
import { PUSH_CHANNELS, type PushKind } from '../../src/features/push/channels';
import { PUSH_COLLECTIONS, type PushRow } from '../../src/features/push/mock/seed';
import type { PushInput } from '../../src/features/push/types';
import { db } from '../../src/mocks/db';
import { existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

/** What the push screens' tests share: opening a channel's screen, writing a language, the reason dialog. */

type User = ReturnType<typeof renderApp>['user'];

export const pushes = () => db.all<PushRow>(PUSH_COLLECTIONS.pushes);
/** The app users as every audience counts them. */
export const appAudience = () => audienceUsers(db.all<AppUserRow>(APP_USER_COLLECTIONS.users));
export const number = (value: number) => value.toLocaleString('en');
export const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;

export async function openScreen(kind: PushKind, firstTitle: string, account: 'admin' | 'operator' = 'operator') {
  await existingSession(account);
  const view = renderApp(PUSH_CHANNELS[kind].screen);
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  await within(table).findByText(firstTitle, {}, { timeout: 10_000 });
  await whenSettled(table);
  return { ...view, table };
}

const LANGUAGE_CODES: Record<string, string> = { English: 'en', Arabic: 'ar', Malay: 'ms', Indonesian: 'ind' };
export async function writeLanguage(user: User, drawer: HTMLElement, language: string, title: string, content: string) {
  await user.click(within(drawer).getByText(language, { selector: '.lang-fields__tab' }));
  const code = LANGUAGE_CODES[language];
  await fill(user, drawer.querySelector(`#form-drawer_texts_${code}_title`) as HTMLElement, title);
  await fill(user, drawer.querySelector(`#form-drawer_texts_${code}_content`) as HTMLElement, content);
}

/** The open reason dialog (the kit's ReasonDialog) with this title. */
export async function reasonDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}

export function workbookFile(rows: unknown[][], name = 'users.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export const validInput = (target: string | null): PushInput => ({
  texts: {
    ar: { title: 'عنوان', content: 'محتوى' },
    ms: { title: 'Tajuk', content: 'Kandungan' },
    ind: { title: 'Judul', content: 'Konten' },
  },
  image: null,
  target,
  startAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  endAt: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  userGroup: 'active7d',
  designatedUsers: [],
  modes: [],
  areas: [],
  minVersion: null,
  maxVersion: null,
  forceUpdate: false,
});
