import { waitFor } from '../support/dom';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { recommendedTopicApi, topicApi } from '../../src/features/topics/api';
import {
  RECOMMENDED_TOPICS_COLLECTION,
  TOPICS_COLLECTION,
  type RecommendedTopicRow,
  type TopicRow,
} from '../../src/features/topics/mock/seed';
import { db } from '../../src/mocks/db';
import { buttonIn, clickWhenReady, existingSession, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, paste, refusalOf, success } from './antd-actions';

const topics = () => db.all<TopicRow>(TOPICS_COLLECTION);
const recommended = () => db.all<RecommendedTopicRow>(RECOMMENDED_TOPICS_COLLECTION).sort((a, b) => a.rank - b.rank);
const postsOf = (topicId: number) =>
  db.all<PostRow>(POSTS_COLLECTION).filter((post) => post.topicId === topicId && !post.deletedAt).length;

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

async function openTopics() {
  await existingSession('admin');
  const view = renderApp('/posts-manage/topic-manage');
  // The file's first visit loads the screen's modules: slow on a loaded machine.
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  const newest = topics().sort((a, b) => b.id - a.id)[0];
  await within(table).findByText(`#${newest.name}`);
  return { ...view, table };
}

describe('posts-manage/topic-manage', () => {
  it('lists topics with their post counts and filters hot ones on the server', async () => {
    const { user, table } = await openTopics();
    const newest = topics().sort((a, b) => b.id - a.id)[0];
    expect(postsOf(newest.id)).toBeGreaterThan(0);
    expect(within(rowOf(table, `#${newest.name}`)).getByText(String(postsOf(newest.id)))).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filters' });
    await choose(user, filters, 'Hot', 'Yes');
    await user.click(buttonIn(filters, 'Search'));
    await waitFor(() => expect(window.location.search).toContain('hot=true'));
    const hotCount = topics().filter((topic) => topic.hot).length;
    expect(await screen.findByText(`${hotCount} in all`)).toBeInTheDocument();
    await whenSettled(table);
    // Every row of the page is hot.
    expect(within(table).getAllByText('Hot', { selector: '.ant-tag' })).toHaveLength(Math.min(10, hotCount));
  });

  it('creates a hot topic with an Arabic name, asking for the hot fields only once it is hot', async () => {
    const { user, table } = await openTopics();
    await user.click(buttonIn(document.body, 'New topic'));
    const drawer = await drawerTitled('New topic');
    await paste(user, within(drawer).getByLabelText('Name'), '孕期瑜伽');
    await paste(user, within(drawer).getByLabelText('English name'), 'Pregnancy yoga');
    const arabic = within(drawer).getByLabelText('Arabic name');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await paste(user, arabic, 'يوغا الحمل');
    await choose(user, drawer, 'Category', 'Pregnancy');
    expect(within(drawer).queryByLabelText('Hot until')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('switch', { name: 'Hot' }));
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('A hot topic needs the time its hot period ends')).toBeInTheDocument();
    expect(within(drawer).getByText('The hot rank is a whole number from 1 to 100')).toBeInTheDocument();
    await paste(user, within(drawer).getByLabelText('Hot until'), '2030-01-01 10:00');
    await user.keyboard('{Enter}');
    await paste(user, within(drawer).getByLabelText('Hot rank'), '2');
    await paste(user, within(drawer).getByLabelText('Hot weight'), '75');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    const created = topics().find((topic) => topic.name === '孕期瑜伽');
    expect(created).toMatchObject({
      names: { en: 'Pregnancy yoga', fr: '', ar: 'يوغا الحمل' },
      category: 'pregnancy',
      type: 'realName',
      valid: true,
      hot: true,
      hotRank: 2,
      hotWeight: 75,
    });
    expect(created?.hotEndTime?.slice(0, 4)).toBe('2030');
    await whenSettled(table, drawer);
    expect(getComputedStyle(within(rowOf(table, '#孕期瑜伽')).getByText('يوغا الحمل')).direction).toBe('rtl');
  });

  it('sets a topic invalid after asking', async () => {
    const { user, table } = await openTopics();
    const newest = topics().sort((a, b) => b.id - a.id)[0];
    expect(newest.valid).toBe(true);
    await clickWhenReady(user, buttonIn(rowOf(table, `#${newest.name}`), 'Set invalid'));
    await user.click(
      buttonIn(await confirmDialog('Set this topic invalid? It can no longer be chosen for new posts.'), 'Set invalid'),
    );
    expect(await success('The topic is invalid')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, `#${newest.name}`)).getByText('Invalid')).toBeInTheDocument());
    expect(topics().find((topic) => topic.id === newest.id)?.valid).toBe(false);
  });

  it('keeps the form when the mock refuses a name that exists, and refuses what the form would', async () => {
    const { user, table } = await openTopics();
    const taken = topics()[3];
    await user.click(buttonIn(document.body, 'New topic'));
    const drawer = await drawerTitled('New topic');
    await paste(user, within(drawer).getByLabelText('Name'), ` ${taken.name} `);
    await paste(user, within(drawer).getByLabelText('English name'), 'Another one');
    await choose(user, drawer, 'Category', 'Health');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('A topic with this name already exists');
    expect(within(drawer).getByLabelText('English name')).toHaveValue('Another one');
    expect(topics().filter((topic) => topic.name === taken.name)).toHaveLength(1);
    expect(table).toBeInTheDocument();

    // The mock applies the form's rules itself: hot without its end time, rank and weight.
    const error = await refusalOf(
      topicApi.create({
        ...taken,
        name: 'Brand new',
        hot: true,
        hotEndTime: null,
        hotRank: null,
        hotWeight: null,
      }),
    );
    expect(error.message).toBe('A hot topic needs the time its hot period ends');
  });

  it('refuses topic calls to an account without posts-manage', async () => {
    await existingSession('operator');
    const error = await refusalOf(topicApi.page({ current: 1, size: 10 }));
    expect(error.code).toBe(403);
  });
});

describe('posts-manage/recommended-topic-management', () => {
  it('orders recommended topics with the keyboard and saves the order as ranks', async () => {
    await existingSession('admin');
    const { user } = renderApp('/posts-manage/recommended-topic-management');
    const list = await screen.findByRole('list', { name: 'Recommended topics, first shown first' });
    const [first, second] = recommended();
    const firstName = topics().find((topic) => topic.id === first.topicId)!.name;
    const secondName = topics().find((topic) => topic.id === second.topicId)!.name;
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`#${firstName}`));

    const down = within(list).getByRole('button', { name: `Move ${firstName} down` });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(`#${secondName}`));
    // The focus stays with the moved topic.
    expect(document.activeElement).toBe(within(list).getByRole('button', { name: `Move ${firstName} down` }));
    expect(recommended()[0].id).toBe(first.id);

    await user.click(buttonIn(document.body, 'Save order'));
    expect(await success('Order saved')).toBeInTheDocument();
    expect(
      recommended()
        .slice(0, 2)
        .map((row) => row.id),
    ).toEqual([second.id, first.id]);
    expect(recommended().map((row) => row.rank)).toEqual(recommended().map((_, index) => index + 1));
  });

  it('adds a recommendation, and the mock refuses a topic recommended twice at once or an end before its start', async () => {
    await existingSession('admin');
    const { user } = renderApp('/posts-manage/recommended-topic-management');
    const list = await screen.findByRole('list', { name: 'Recommended topics, first shown first' });
    const existing = recommended()[0];
    const topic = topics().find((row) => row.id === existing.topicId)!;

    await user.click(buttonIn(document.body, 'Add recommended topic'));
    const drawer = await drawerTitled('Add recommended topic');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByText('Choose the topic')).toBeInTheDocument();
    await choose(user, drawer, 'Topic', `#${topic.name} · ${topic.names.en}`);
    await paste(user, within(drawer).getByPlaceholderText('Start time'), '2026-12-20 08:00');
    await user.keyboard('{Enter}');
    await paste(user, within(drawer).getByPlaceholderText('End time'), '2026-12-25 08:00');
    await user.keyboard('{Enter}');
    await user.click(buttonIn(drawer, 'Save'));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This topic is already recommended during this time',
    );
    expect(recommended().filter((row) => row.topicId === topic.id)).toHaveLength(1);

    // Another topic in the same window is fine, and goes last.
    const other = topics().find((row) => row.valid && !recommended().some((item) => item.topicId === row.id))!;
    await choose(user, drawer, 'Topic', `#${other.name} · ${other.names.en}`);
    await user.click(buttonIn(drawer, 'Save'));
    expect(await success('Created')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(`#${other.name}`));
    const added = recommended().at(-1)!;
    expect(added).toMatchObject({ topicId: other.id, rank: recommended().length });
    expect(Date.parse(added.endTime) - Date.parse(added.startTime)).toBe(5 * 86_400_000);

    const backwards = await refusalOf(
      recommendedTopicApi.create({
        topicId: other.id,
        startTime: '2027-02-02T00:00:00Z',
        endTime: '2027-02-01T00:00:00Z',
      }),
    );
    expect(backwards.message).toBe('The end time must be after the start time');
  });
});
