import { beforeEach, describe, expect, it, vi } from 'vitest';

// The saved state is read once per page load (module state): each test loads the modules afresh.
beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
});

async function pageAfterReload(fields: Record<string, Record<string, string>>) {
  const { saveStateForReload } = await import('@/lib/state/reloadState');
  saveStateForReload({ path: window.location.pathname, savedAt: Date.now(), scrollY: 0, actors: {}, fields });
  vi.resetModules();
  return import('@/lib/state/keptFields');
}

describe('kept fields', () => {
  it('reads every shown form, and no longer one that has gone', async () => {
    const { keepFieldsAcrossReload, typedFields } = await import('@/lib/state/keptFields');
    const stop = keepFieldsAcrossReload('contact', () => ({ firstname: 'Ada', phone: '+1 202 555 0123' }));
    keepFieldsAcrossReload('login', () => ({ email: 'ada@example.com' }));
    expect(typedFields()).toEqual({
      contact: { firstname: 'Ada', phone: '+1 202 555 0123' },
      login: { email: 'ada@example.com' },
    });
    stop();
    expect(Object.keys(typedFields())).toEqual(['login']);
  });

  it('gives a form back what was typed before the reload, its own fields only, once', async () => {
    const { restoredFields } = await pageAfterReload({
      contact: { firstname: 'Ada', lastname: '', phone: '+1 202 555 0123', password: 'secret' },
    });
    const defaults = { firstname: '', lastname: 'Lovelace', email: 'ada@example.com', phone: '' };
    expect(restoredFields('contact', defaults)).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 202 555 0123',
    });
    // The dialog closed and opened again: it starts empty.
    expect(restoredFields('contact', defaults)).toEqual(defaults);
    expect(restoredFields('login', { email: '' })).toEqual({ email: '' });
  });
});
