import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { chooseButtonOption, fill, renderApp, screen, within } from './render-app';
import { choosePoster, newest, OFFICIAL, open } from './compose-helpers';
import { taskPanel } from './review-helpers';

/** A post published through the console is reviewed like a member's: it waits in Review Tasks, and a pass sends it to tagging. */

const taggingTasksOf = (postId: number) =>
  db.all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks).filter((task) => task.postId === postId);

describe('posts-manage/publish-new-post, then content-review/work-order', () => {
  it('publishes a vote post, finds it waiting in Review Tasks, and its pass sends it to tagging', async () => {
    const publishing = await open('/posts-manage/publish-new-post', 'Publish New Post');
    const { user } = publishing;
    await choosePoster(user, OFFICIAL.login);
    await chooseButtonOption(user, screen.getByRole('radio', { name: 'Vote' }));
    await fill(user, screen.getByLabelText('Content'), 'Team boy or team girl? Tell us your guess');
    await fill(user, screen.getByLabelText('Option 1'), 'Boy');
    await fill(user, screen.getByLabelText('Option 2'), 'Girl');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    const post = newest();
    expect(taggingTasksOf(post.id)).toEqual([]);
    publishing.unmount();

    const review = renderApp(`/content-review/work-order?subjectId=${post.id}&status=all`);
    await screen.findByRole('heading', { name: 'Review Tasks', level: 1 });
    const panel = await screen.findByRole('region', { name: /^Task \d+$/ });
    expect(within(panel).getByRole('link', { name: `Post ${post.id}` })).toBeInTheDocument();
    expect(within(panel).getAllByText('Team boy or team girl? Tell us your guess').length).toBeGreaterThan(0);
    const taskId = Number(panel.getAttribute('aria-label')!.replace('Task ', ''));

    (document.activeElement as HTMLElement | null)?.blur();
    await review.user.keyboard('p');
    expect(await screen.findByText(`Task ${taskId} passed`, { selector: '.ant-message *' })).toBeInTheDocument();
    await taskPanel(taskId);
    expect(taggingTasksOf(post.id)).toEqual([expect.objectContaining({ language: 'en', origin: 'moderator' })]);
  });
});
