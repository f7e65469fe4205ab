import { beforeEach, describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS } from '../../../../machines/constants';
import {
  readReloadGuard,
  saveStateForReload,
  takeSavedState,
  writeReloadGuard,
} from '../../../../src/lib/state/reloadState';

beforeEach(() => sessionStorage.clear());

describe('the reload guard record (sessionStorage)', () => {
  it('survives in sessionStorage and forgets paths older than the guard time', () => {
    const now = 1_000_000;
    writeReloadGuard({ '/pricing': now - 1_000, '/blog': now - RELOAD_GUARD_MS });
    expect(readReloadGuard(now)).toEqual({ '/pricing': now - 1_000 });
  });

  it('reads nothing from a missing or damaged record', () => {
    expect(readReloadGuard()).toEqual({});
    sessionStorage.setItem('aden:reload-guard', '{not json');
    expect(readReloadGuard()).toEqual({});
  });
});

describe('the state saved for a reload', () => {
  const state = { path: '/pricing', savedAt: 5_000, scrollY: 640, actors: { demoDialog: { value: 'open' } } };

  it('is taken once, by the page it was saved for', () => {
    saveStateForReload(state);
    expect(takeSavedState('/pricing', 6_000)).toEqual(state);
    expect(takeSavedState('/pricing', 6_000)).toBeNull();
  });

  it('is dropped on another path or when stale', () => {
    saveStateForReload(state);
    expect(takeSavedState('/blog', 6_000)).toBeNull();
    saveStateForReload(state);
    expect(takeSavedState('/pricing', 5_000 + RELOAD_GUARD_MS * 3 + 1)).toBeNull();
  });
});
