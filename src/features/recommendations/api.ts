import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  ArticleSummary,
  CalendarCounts,
  CalendarDay,
  Mode,
  RecommendationInput,
  RecommendationView,
  Surface,
} from './types';
import { RECOMMENDATION_ENDPOINTS as E } from './endpoints';

export interface Place {
  surface: Surface;
  mode: Mode | null;
}

const placeParams = ({ surface, mode }: Place) => (mode ? { surface, mode } : { surface });

export const recommendationKeys = {
  all: ['recommendations'] as const,
  list: (place: Place) => ['recommendations', place.surface, place.mode ?? 'all', 'list'] as const,
  /** The calendar and the dates list: both change with every save, so they share a prefix. */
  days: (place: Place) => ['recommendations', place.surface, place.mode ?? 'all', 'days'] as const,
  articles: (place: Place) => ['recommendations', place.surface, place.mode ?? 'all', 'articles'] as const,
};

export const recommendationApi = {
  list: (place: Place, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<RecommendationView>>(pathOf(E.list), { ...params, ...placeParams(place) }, options),
  create: (input: RecommendationInput) => http.post<RecommendationView>(pathOf(E.create), input),
  update: (id: number, input: RecommendationInput) => http.put<RecommendationView>(pathOf(E.update, { id }), input),
  close: (id: number) => http.post<RecommendationView>(pathOf(E.close, { id })),
  calendar: (place: Place, from: string, to: string, options?: CallOptions) =>
    http.get<CalendarCounts>(pathOf(E.calendar), { ...placeParams(place), from, to }, options),
  dates: (place: Place, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<CalendarDay>>(pathOf(E.dates), { ...params, ...placeParams(place) }, options),
  articles: (place: Place) => http.get<ArticleSummary[]>(pathOf(E.articles), placeParams(place)),
};
