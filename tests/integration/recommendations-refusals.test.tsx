import { recommendationApi } from '../../src/features/recommendations/api';
import { addDays, localDay } from '../../src/features/recommendations/rules';
import { RequestError } from '../../src/shared/request/request-error';
import { existingSession, renderApp, screen } from './render-app';

import { recommendations, seededImage } from './recommendations-helpers';

/** Recommendations: what the mock refuses, by role and by rule, also when the UI is bypassed. */

describe('recommendation refusals by role', () => {
  it('keeps the moderator out of the screens and the mock refuses the calls', async () => {
    await existingSession('moderator');
    renderApp('/content-recommend/explore');
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    const error = await recommendationApi.list({ surface: 'explore', mode: null }, { current: 1, size: 10 }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).code).toBe(403);
  });

  it('refuses a recommendation that starts in the past (the mock checks what the form checks)', async () => {
    await existingSession('operator');
    const today = localDay(Date.now());
    const error = await recommendationApi
      .create({
        surface: 'explore',
        mode: null,
        kind: 'card',
        articleId: null,
        texts: { en: { title: 'Late', link: '/x' } },
        image: seededImage('card'),
        startDate: addDays(today, -1),
        endDate: today,
        stageFrom: null,
        stageTo: null,
        order: 1,
      })
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe('The first day cannot be in the past');
  });

  it('refuses a card with no image, or with an image it did not store, on the image field', async () => {
    await existingSession('operator');
    const today = localDay(Date.now());
    const card = {
      surface: 'explore' as const,
      mode: null,
      kind: 'card' as const,
      articleId: null,
      texts: { en: { title: 'No picture', link: '/tips/water' } },
      startDate: addDays(today, 1),
      endDate: addDays(today, 2),
      stageFrom: null,
      stageTo: null,
      order: 1,
    };
    const before = recommendations().length;
    for (const [image, message] of [
      [null, 'Upload the image of the card or banner.'],
      ['https://elsewhere.example/card.png', 'This image was not uploaded here: upload it again.'],
    ] as const) {
      const error = await recommendationApi.create({ ...card, image }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).body).toMatchObject({ code: 400, fieldErrors: [{ field: 'image', message }] });
    }
    expect(recommendations()).toHaveLength(before);
  });
});
