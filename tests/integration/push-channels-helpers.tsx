import { waitFor } from '../support/dom';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../src/features/articles/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import type { PushManageKind } from '../../src/features/push/channels';
import { db } from '../../src/mocks/db';
import { buttonIn, fill, whenSettled, within } from './render-app';
import { drawerTitled, paste, success, typeWindow } from './antd-actions';
import { openScreen, pushes, reasonDialog, rowOf } from './push-helpers';

/**
 * The flow the help-post, quality-post and event push tests share (one file a channel, to keep each file
 * short): the channel refuses a target it cannot push (the mock's refusal, or the link rule), keeping what
 * was typed, then creates the push with a valid one and lists it.
 */

const helpArticles = () =>
  db.all<ArticleRow>(ARTICLE_COLLECTIONS.articles).filter((article) => article.kind === 'help');
const publishedPosts = () =>
  db.all<PostRow>(POSTS_COLLECTION).filter((post) => post.publishStatus === 'published' && !post.deletedAt);

type User = Awaited<ReturnType<typeof openScreen>>['user'];

const LANGUAGE_CODES: Record<string, string> = { Arabic: 'ar', Malay: 'ms', Indonesian: 'ind' };

/** Writes a language's title and content into its empty fields, with a paste each (cheaper than a retype). */
async function writeLanguage(user: User, drawer: HTMLElement, language: string, title: string, content: string) {
  await user.click(within(drawer).getByText(language, { selector: '.lang-fields__tab' }));
  const code = LANGUAGE_CODES[language];
  await paste(user, drawer.querySelector(`#form-drawer_texts_${code}_title`) as HTMLElement, title);
  await paste(user, drawer.querySelector(`#form-drawer_texts_${code}_content`) as HTMLElement, content);
}

interface Channel {
  kind: PushManageKind;
  firstTitle: string;
  targetLabel: string;
  /** A target the channel refuses, and the message shown on the field. */
  refused: () => [string, string];
  /** A target it takes, and how the list shows it. */
  accepted: () => [string, string];
}

export const CHANNELS = {
  helpPost: {
    kind: 'helpPost',
    firstTitle: 'How to export your cycle data',
    targetLabel: 'Help article ID',
    refused: () => {
      const delisted = helpArticles().find((article) => article.status === 'delisted')!;
      return [String(delisted.id), `Help article ${delisted.id} does not exist or is not listed`];
    },
    accepted: () => {
      const listed = helpArticles().find((article) => article.status === 'listed')!;
      return [String(listed.id), `Article ${listed.id}`];
    },
  },
  qualityPost: {
    kind: 'qualityPost',
    firstTitle: 'Editor’s pick: a birth story',
    targetLabel: 'Post ID',
    refused: () => {
      const plain = publishedPosts().find((post) => !post.featured)!;
      return [String(plain.id), `Post ${plain.id} is not featured`];
    },
    accepted: () => {
      const featured = publishedPosts().find((post) => post.featured)!;
      return [String(featured.id), `Post ${featured.id}`];
    },
  },
  activity: {
    kind: 'activity',
    firstTitle: 'Ramadan steps challenge',
    targetLabel: 'Event link',
    refused: () => ['activity/spring-walk', 'Enter a full https address or an H5 path starting with /'],
    accepted: () => ['/activity/spring-walk', '/activity/spring-walk'],
  },
} satisfies Record<string, Channel>;

/** Opens the channel's screen, has a bad target refused, then creates the push and finds it listed. */
export async function refusesThenCreates({ kind, firstTitle, targetLabel, refused, accepted }: Channel) {
  const title = `أسبوع ${kind}`;
  const { user, table } = await openScreen(kind, firstTitle);
  await user.click(buttonIn(document.body, 'New push'));
  const drawer = await drawerTitled('New push');
  const [badTarget, message] = refused();
  await paste(user, within(drawer).getByLabelText(targetLabel), badTarget);
  await writeLanguage(user, drawer, 'Arabic', title, 'محتوى الأسبوع');
  await writeLanguage(user, drawer, 'Malay', 'Minggu ini', 'Kandungan minggu ini');
  await writeLanguage(user, drawer, 'Indonesian', 'Minggu ini', 'Konten minggu ini');
  await typeWindow(user, drawer, '2099-07-01 09:00', '2099-07-02 09:00');
  const before = pushes().length;
  await user.click(buttonIn(drawer, 'Save'));
  expect(await within(drawer).findAllByText(message)).not.toHaveLength(0);
  expect(pushes()).toHaveLength(before);
  expect(within(drawer).getByLabelText(targetLabel)).toHaveValue(badTarget);
  expect(drawer.querySelector('#form-drawer_texts_ind_content')).toHaveValue('Konten minggu ini');

  const [goodTarget, shown] = accepted();
  await fill(user, within(drawer).getByLabelText(targetLabel), goodTarget);
  await user.click(buttonIn(drawer, 'Save'));
  const confirm = await reasonDialog('Confirm the new push');
  await paste(user, within(confirm).getByLabelText('Reason'), 'Weekly schedule');
  await user.click(buttonIn(confirm, 'Confirm'));
  expect(await success('Created')).toBeInTheDocument();
  await whenSettled(table, drawer);
  const row = await waitFor(() => rowOf(table, title));
  expect(within(row).getByText(shown)).toBeInTheDocument();
  expect(within(row).getByText('To be pushed')).toBeInTheDocument();
  expect(pushes().find((push) => push.texts.ar?.title === title)).toMatchObject({
    kind,
    target: goodTarget,
    createdBy: 'operator',
  });
}
