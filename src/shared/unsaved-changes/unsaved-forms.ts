import { onLogout } from '../session/logout';

/** A form on screen that may hold typed changes. */
export interface OpenForm {
  /** Names the form across openings: the same form of the same screen gets the same key. */
  key: string;
  /** The login of the admin who opened it: kept values go back to that admin only. */
  owner: string;
  isDirty: () => boolean;
  values: () => unknown;
}

const openForms = new Set<OpenForm>();
/** Values of forms the session ended under (a 401), by form key; in memory only, never in storage. */
const keptDrafts = new Map<string, { owner: string; values: unknown }>();

/** Registers a form while it is open; the returned function unregisters it. */
export function trackOpenForm(form: OpenForm): () => void {
  openForms.add(form);
  return () => openForms.delete(form);
}

export function hasUnsavedForms(): boolean {
  return [...openForms].some((form) => form.isDirty());
}

// Closing the tab, reloading (the new-version notice's Reload) or leaving the site: the browser asks first.
window.addEventListener('beforeunload', (event) => {
  if (hasUnsavedForms()) event.preventDefault();
});

/** When the session ends with forms dirty, their values are kept so signing in again can restore them. */
function keepUnsavedForms(): void {
  for (const form of openForms) {
    if (form.isDirty()) keptDrafts.set(form.key, { owner: form.owner, values: form.values() });
  }
}
onLogout(keepUnsavedForms);

export function hasKeptDrafts(): boolean {
  return keptDrafts.size > 0;
}

/** The values kept for this form and admin, if any; they stay until restored or discarded. */
export function keptDraftOf(key: string, owner: string): unknown {
  const draft = keptDrafts.get(key);
  return draft && draft.owner === owner ? draft.values : undefined;
}

export function forgetKeptDraft(key: string): void {
  keptDrafts.delete(key);
}

/** A fresh start (each test): nothing kept from an earlier session. */
export function forgetKeptDrafts(): void {
  keptDrafts.clear();
}
