import { ARTICLE_COLLECTIONS, type ArticleCategoryRow, type ArticleRow } from '../../src/features/articles/mock/seed';
import type { ArticleKind } from '../../src/features/articles/types';
import { db } from '../../src/mocks/db';
import { within } from './render-app';

/** What the article screens' test files share: the mock's articles of a kind, a form's field, a list row. */

export const articles = (kind: ArticleKind) =>
  db.all<ArticleRow>(ARTICLE_COLLECTIONS.articles).filter((row) => row.kind === kind);

export const categories = () => db.all<ArticleCategoryRow>(ARTICLE_COLLECTIONS.categories);

/** A field of an antd form by its form name and dotted path (`texts_en_title`). */
export const field = (form: string, path: string) => document.getElementById(`${form}_${path}`) as HTMLInputElement;

export const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
