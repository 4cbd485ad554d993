import { clearClientState } from '../session/logout';
import { forgetKeptDraft, hasKeptDrafts, hasUnsavedForms, keptDraftOf, trackOpenForm } from './unsaved-forms';
import { pageAsksBeforeLeaving } from '../../../tests/support/leaving-the-page';

function openForm(key: string, owner: string, values: unknown, dirty = true) {
  return trackOpenForm({ key, owner, isDirty: () => dirty, values: () => values });
}

describe('unsaved forms', () => {
  afterEach(() => forgetKeptDraft('/a|New'));

  it('counts only forms with typed changes, and only while they are open', () => {
    const closeClean = openForm('/a|Clean', 'admin', {}, false);
    expect(hasUnsavedForms()).toBe(false);
    const closeDirty = openForm('/a|New', 'admin', { name: 'x' });
    expect(hasUnsavedForms()).toBe(true);
    closeDirty();
    closeClean();
    expect(hasUnsavedForms()).toBe(false);
  });

  it('keeps a dirty form’s values when the session ends, for the admin who typed them only', () => {
    const close = openForm('/a|New', 'admin', { name: 'Night shift' });
    openForm('/a|Clean', 'admin', { name: '' }, false)();
    clearClientState();
    close();

    expect(hasKeptDrafts()).toBe(true);
    expect(keptDraftOf('/a|New', 'operator')).toBeUndefined();
    expect(keptDraftOf('/a|Clean', 'admin')).toBeUndefined();
    expect(keptDraftOf('/a|New', 'admin')).toEqual({ name: 'Night shift' });
    forgetKeptDraft('/a|New');
    expect(keptDraftOf('/a|New', 'admin')).toBeUndefined();
    expect(hasKeptDrafts()).toBe(false);
  });

  it('has the browser ask before the tab closes while a form holds changes', async () => {
    const close = openForm('/a|New', 'admin', {});
    expect(await pageAsksBeforeLeaving()).toBe(true);
    close();
    expect(await pageAsksBeforeLeaving()).toBe(false);
  });
});
