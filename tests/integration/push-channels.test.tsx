import { waitFor } from '../support/dom';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../src/features/articles/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import type { PushManageKind } from '../../src/features/push/channels';
import { db } from '../../src/mocks/db';
import { buttonIn, fill, whenSettled, within } from './render-app';
import { drawerTitled, success, typeWindow } from './antd-actions';
import { openScreen, pushes, reasonDialog, rowOf, writeLanguage } from './push-helpers';

/**
 * The help-post, quality-post and event pushes: each channel refuses a target it cannot push (the mock's
 * refusal, or the link rule), keeping what was typed, then creates the push with a valid one and lists it.
 * The hot-content push: push.test.tsx; designated users and every screen's list: push-screens.test.tsx.
 */

const helpArticles = () =>
  db.all<ArticleRow>(ARTICLE_COLLECTIONS.articles).filter((article) => article.kind === 'help');
const publishedPosts = () =>
  db.all<PostRow>(POSTS_COLLECTION).filter((post) => post.publishStatus === 'published' && !post.deletedAt);

interface Channel {
  kind: PushManageKind;
  firstTitle: string;
  targetLabel: string;
  /** A target the channel refuses, and the message shown on the field. */
  refused: () => [string, string];
  /** A target it takes, and how the list shows it. */
  accepted: () => [string, string];
}

const CHANNELS: Channel[] = [
  {
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
  {
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
  {
    kind: 'activity',
    firstTitle: 'Ramadan steps challenge',
    targetLabel: 'Event link',
    refused: () => ['activity/spring-walk', 'Enter a full https address or an H5 path starting with /'],
    accepted: () => ['/activity/spring-walk', '/activity/spring-walk'],
  },
];

describe('push-manage: the help-post, quality-post and event channels', () => {
  it.each(CHANNELS)(
    '$kind refuses a target it cannot push, keeping the form, then creates the push',
    async ({ kind, firstTitle, targetLabel, refused, accepted }) => {
      const title = `أسبوع ${kind}`;
      const { user, table } = await openScreen(kind, firstTitle);
      await user.click(buttonIn(document.body, 'New push'));
      const drawer = await drawerTitled('New push');
      const [badTarget, message] = refused();
      await fill(user, within(drawer).getByLabelText(targetLabel), badTarget);
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
      await fill(user, within(confirm).getByLabelText('Reason'), 'Weekly schedule');
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
    },
  );
});
