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

/** What a dirty form held when its tab went into the background. */
interface ParkedForm {
  key: string;
  owner: string;
  values: unknown;
}

/**
 * Dirty forms of tabs in the background, by tab. A hidden tab keeps its forms on screen, but React stops
 * their effects, so they leave openForms; their typed values are noted here when the tab is hidden and
 * still count for closing the tab, the browser tab or the session.
 */
const parkedForms = new Map<string, ParkedForm[]>();

/** Whether a form on screen (the active tab's, a dialog's) holds typed changes. */
function hasDirtyOpenForms(): boolean {
  return [...openForms].some((form) => form.isDirty());
}

export function hasUnsavedForms(): boolean {
  return hasDirtyOpenForms() || parkedForms.size > 0;
}

/** The tab going into the background: the open forms' typed changes are noted as its own. */
export function parkOpenForms(tab: string): void {
  const dirty = [...openForms]
    .filter((form) => form.isDirty())
    .map(({ key, owner, values }) => ({ key, owner, values: values() }));
  if (dirty.length) parkedForms.set(tab, dirty);
  else parkedForms.delete(tab);
}

/** The tab shown again (its forms register themselves) or closed: nothing noted for it any more. */
export function unparkForms(tab: string): void {
  parkedForms.delete(tab);
}

/** Whether closing this tab would drop typed changes: the forms on screen if it is active, else those noted. */
export function tabHasUnsavedForms(tab: string, active: boolean): boolean {
  return active ? hasDirtyOpenForms() : parkedForms.has(tab);
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
  for (const forms of parkedForms.values()) {
    for (const { key, owner, values } of forms) keptDrafts.set(key, { owner, values });
  }
  parkedForms.clear();
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
  parkedForms.clear();
}
