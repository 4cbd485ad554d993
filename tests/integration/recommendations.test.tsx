import { RECOMMENDATION_COLLECTIONS, type RecommendationRow } from '../../src/features/recommendations/mock/seed';
import { addDays, flaggedDays, localDay, statusOf } from '../../src/features/recommendations/rules';
import { h5Address } from '../../src/shared/links/h5-link';
import { appConfig } from '../../src/shared/config/app-config';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { pngFile } from '../support/png-file';
import { buttonIn, chooseButtonOption, fill, screen, whenSettled, within } from './render-app';
import { success } from './antd-actions';

import {
  recommendations,
  insightsOfPeriod,
  shownInsightsOfPeriod,
  listedInsights,
  chooseImage,
  open,
  chooseArticle,
  typeDays,
  firstCells,
} from './recommendations-helpers';

/**
 * Recommendations: the insights of a mode (create from a flagged day of the calendar, the
 * "flagged dates only" filter, a refused duplicate, close after the question), a tool page (a banner by
 * pregnancy week with its client checks), editing a card. Refusals: recommendations-refusals.test.tsx.
 */

describe('insights-article/period-mode', () => {
  it('lists the flagged dates only, and fills one from the list: it is no longer flagged', async () => {
    const today = localDay(Date.now());
    const expected = flaggedDays(shownInsightsOfPeriod(), today, addDays(today, 364));
    expect(expected.length).toBeGreaterThan(0);
    const { user } = await open('/insights-article/period-mode', 'Period Mode Insights');
    await user.click(screen.getByRole('tab', { name: 'Calendar' }));
    await screen.findByRole('columnheader', { name: 'Day' });
    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Show' }));
    const options = await screen.findAllByText('Flagged dates only', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await user.click(buttonIn(filters, 'Search'));
    await waitFor(() => expect(window.location.search).toBe('?flagged=true'));
    const table = screen.getByRole('table');
    await whenSettled(table);
    await waitFor(() => expect(firstCells(table)[0]).toBe(expected[0]));
    expect(firstCells(table).every((day) => expected.includes(day))).toBe(true);
    expect(within(table).getAllByText('Flagged: nothing recommended').length).toBe(firstCells(table).length);
    // The year calendar flags the same day.
    const flaggedDay = `${expected[0]}: no recommended content (flagged)`;
    expect(await screen.findByRole('button', { name: (name) => name.endsWith(flaggedDay) })).toBeInTheDocument();

    const day = expected[0];
    await user.click(within(table).getByRole('button', { name: `Recommend for ${day}` }));
    const drawer = await screen.findByRole('dialog', { name: 'New recommendation' });
    expect(within(drawer).getByPlaceholderText('First day')).toHaveValue(day);
    const article = listedInsights()[2];
    await chooseArticle(user, drawer, article);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const created = insightsOfPeriod().find((row) => row.startDate === day && row.createdBy === 'operator');
    expect(created).toMatchObject({ kind: 'article', articleId: article.id, endDate: day, order: 1 });
    await waitFor(() => expect(firstCells(table)).not.toContain(day));
  });

  it('refuses a duplicate and keeps the form, saves another article, then closes after the question', async () => {
    const today = localDay(Date.now());
    const waiting = insightsOfPeriod().find((row) => statusOf(row, today) === 'waiting')!;
    const { user, table } = await open('/insights-article/period-mode?status=waiting', 'Period Mode Insights');
    // A waiting row offers Edit; a pushed one does not (checked below on the unfiltered list).
    await user.click(buttonIn(document.body, 'New recommendation'));
    const drawer = await screen.findByRole('dialog', { name: 'New recommendation' });
    const same = listedInsights().find((article) => article.id === waiting.articleId)!;
    await chooseArticle(user, drawer, same);
    await typeDays(user, drawer, waiting.startDate, waiting.endDate);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findAllByText('This article is already recommended here on some of these days'),
    ).not.toHaveLength(0);
    expect(within(drawer).getByPlaceholderText('Last day')).toHaveValue(waiting.endDate);

    const busy = new Set(
      insightsOfPeriod()
        .filter((row) => row.startDate <= waiting.endDate && waiting.startDate <= row.endDate)
        .map((row) => row.articleId),
    );
    const free = listedInsights().find((article) => !busy.has(article.id))!;
    await chooseArticle(user, drawer, free);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(insightsOfPeriod().some((row) => row.articleId === free.id && row.startDate === waiting.startDate)).toBe(
      true,
    );

    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(waiting.id))!;
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', {
      name: 'Sure to close this recommendation? It stops being pushed from today.',
    });
    await user.click(within(question).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(db.byId<RecommendationRow>(RECOMMENDATION_COLLECTIONS.recommendations, waiting.id)).toMatchObject({
        closedBy: 'operator',
      }),
    );
    // Closed: it leaves the waiting list.
    await waitFor(() => expect(firstCells(table)).not.toContain(String(waiting.id)));
  });
});

describe('content-recommend/pregnancy', () => {
  it('checks a banner as typed, then saves it for pregnancy weeks 10 to 20', async () => {
    const today = localDay(Date.now());
    const { user, table } = await open('/content-recommend/pregnancy', 'Pregnancy Mode Tool Page');
    // Pushed rows offer no Edit (only a waiting recommendation can be edited).
    const pushed = within(table).getAllByText('Pushed')[0].closest('tr')!;
    expect(within(pushed).queryByRole('button', { name: 'Edit' })).toBeNull();
    // Cards and banners show a thumbnail of their image, with a text alternative naming them.
    const banners = recommendations().filter(
      (row) => row.surface === 'tools' && row.mode === 'pregnancy' && row.kind === 'banner',
    );
    const thumbnails = within(table).getAllByRole('img', { name: /^Banner image: / });
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const thumbnail of thumbnails)
      expect(banners.map((row) => row.image)).toContain(thumbnail.getAttribute('src'));

    await user.click(buttonIn(document.body, 'New recommendation'));
    const drawer = await screen.findByRole('dialog', { name: 'New recommendation' });
    await chooseButtonOption(user, within(drawer).getByRole('radio', { name: 'Banner' }));
    await fill(user, within(drawer).getAllByLabelText('Title')[0], 'Week 10 checklist');
    await fill(user, within(drawer).getAllByLabelText('Link')[0], 'tips/checklist');
    await typeDays(user, drawer, addDays(today, 3), addDays(today, 9));
    await fill(user, within(drawer).getByLabelText('From pregnancy week'), '20');
    await fill(user, within(drawer).getByLabelText('To pregnancy week'), '10');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('A link is a full http(s) address or a path starting with /'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('The end comes before the start')).toBeInTheDocument();
    expect(within(drawer).getByText('Upload the image of the card or banner.')).toBeInTheDocument();

    // The banner slot is 750×300: a card-sized image is refused by the kit before any upload.
    const preview = within(drawer).getByRole('figure', { name: 'Banner as the app shows it, 750 × 300' });
    expect(within(preview).getByText('No image yet')).toBeInTheDocument();
    chooseImage(drawer, pngFile('card.png', 690, 390));
    expect(
      await within(drawer).findByText('card.png is 690×390 px; it must be exactly 750×300 px'),
    ).toBeInTheDocument();
    chooseImage(drawer, pngFile('week10.png', 750, 300));
    const image = await within(preview).findByRole('img', {
      name: 'The image in the slot, cropped as the app shows it',
    });
    expect(image.getAttribute('src')).toMatch(/\/mock-oss\/\d+\/week10\.png$/);
    expect(within(preview).getByText('Week 10 checklist')).toHaveAttribute('dir', 'auto');

    await fill(user, within(drawer).getAllByLabelText('Link')[0], '/tips/checklist');
    await fill(user, within(drawer).getByLabelText('From pregnancy week'), '10');
    await fill(user, within(drawer).getByLabelText('To pregnancy week'), '20');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);
    const saved = recommendations().find((row) => row.texts.en?.title === 'Week 10 checklist');
    expect(saved).toMatchObject({
      surface: 'tools',
      mode: 'pregnancy',
      kind: 'banner',
      articleId: null,
      texts: { en: { title: 'Week 10 checklist', link: '/tips/checklist' } },
      startDate: addDays(today, 3),
      stageFrom: 10,
      stageTo: 20,
    });
    expect(saved?.image).toBe(image.getAttribute('src'));
  });
});

describe('content-recommend/explore', () => {
  it('edits a waiting card: the drawer opens with its texts and the change is saved', async () => {
    const today = localDay(Date.now());
    const card = recommendations().find(
      (row) => row.surface === 'explore' && row.kind === 'card' && statusOf(row, today) === 'waiting',
    )!;
    const { user, table } = await open('/content-recommend/explore?status=waiting&kind=card', 'Explore Page');
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(card.id))!;
    expect(within(row).getByText(card.texts.en!.title!)).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText(h5Address(card.texts.en!.link!, appConfig))).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: `Edit recommendation ${card.id}` });
    expect(within(drawer).getAllByLabelText('Title')[0]).toHaveValue(card.texts.en!.title);
    await fill(user, within(drawer).getByLabelText('Order'), '7');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Modified')).toBeInTheDocument();
    await whenSettled(table, drawer);
    expect(db.byId<RecommendationRow>(RECOMMENDATION_COLLECTIONS.recommendations, card.id)).toMatchObject({
      order: 7,
      texts: card.texts,
      updatedBy: 'operator',
    });
  });
});
