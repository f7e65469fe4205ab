import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type ConsentChoice,
  consentMachine,
  type StoredConsent,
  selectBannerOpen,
  selectGranted,
  selectSettingsOpen,
} from '../../machines/consent';
import { explorations } from '../../machines/coverage/explorations';
import { flushPromises } from '../helpers/deferred';
import { expectFullCoverage } from '../helpers/modelPaths';

const POLICY = '2026-11';
const input = { required: true, policyVersion: POLICY };
const stored = (choice: Omit<StoredConsent, 'version' | 'date'>, version = POLICY): StoredConsent => ({
  ...choice,
  version,
  date: '2026-11-01T10:00:00.000Z',
});

/** A consent actor over a fake storage holding `saved` (an Error: unreadable). */
async function start(saved: StoredConsent | null | Error, options = input) {
  const persistChoice = vi.fn((_: unknown, _params: ConsentChoice & { version: string }) => {});
  const updateGoogleConsent = vi.fn((_: unknown, _params: ConsentChoice) => {});
  const setGoogleConsentDefaults = vi.fn();
  const reloadPage = vi.fn();
  const logStorageError = vi.fn();
  const machine = consentMachine.provide({
    actors: {
      readStoredChoice: fromPromise(async () => {
        if (saved instanceof Error) throw saved;
        return saved;
      }),
    },
    actions: { persistChoice, updateGoogleConsent, setGoogleConsentDefaults, reloadPage, logStorageError },
  });
  const actor = createActor(machine, { input: options }).start();
  await flushPromises();
  return { actor, persistChoice, updateGoogleConsent, setGoogleConsentDefaults, reloadPage, logStorageError };
}

const granted = (actor: { getSnapshot: () => Parameters<ReturnType<typeof selectGranted>>[0] }) => ({
  functional: selectGranted('functional')(actor.getSnapshot()),
  marketing: selectGranted('marketing')(actor.getSnapshot()),
  statistics: selectGranted('statistics')(actor.getSnapshot()),
});

describe('consentMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.consent.machine, explorations.consent.options);
  });

  it('asks when nothing is stored, with Google Consent Mode denied first', async () => {
    const consent = await start(null);
    expect(consent.setGoogleConsentDefaults).toHaveBeenCalledTimes(1);
    expect(selectBannerOpen(consent.actor.getSnapshot())).toBe(true);
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: false, statistics: false });
    expect(consent.updateGoogleConsent).not.toHaveBeenCalled();
  });

  it('keeps a choice stored under the current policy version, without asking', async () => {
    const consent = await start(stored({ functional: true, marketing: false }));
    expect(consent.actor.getSnapshot().value).toBe('decided');
    expect(granted(consent.actor)).toEqual({ functional: true, marketing: false, statistics: false });
    expect(consent.updateGoogleConsent.mock.calls[0]?.[1]).toEqual({
      functional: true,
      marketing: false,
      statistics: false,
    });
    expect(consent.persistChoice).not.toHaveBeenCalled();
  });

  it('asks again when the stored choice was made under another policy version, granting nothing meanwhile', async () => {
    const consent = await start(stored({ functional: true, marketing: true }, '2025-01'));
    expect(selectBannerOpen(consent.actor.getSnapshot())).toBe(true);
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: false, statistics: false });
  });

  it('asks when the stored choice cannot be read', async () => {
    const failure = new Error('bad JSON');
    const consent = await start(failure);
    expect(selectBannerOpen(consent.actor.getSnapshot())).toBe(true);
    expect(consent.logStorageError).toHaveBeenCalledTimes(1);
    expect(consent.logStorageError.mock.calls[0]?.[1]).toEqual({ error: failure });
  });

  it('keeps each stored category as it was chosen, marketing without functional', async () => {
    const consent = await start(stored({ functional: false, marketing: true }));
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: true, statistics: false });
    expect(selectBannerOpen(consent.actor.getSnapshot())).toBe(false);
    expect(selectSettingsOpen(consent.actor.getSnapshot())).toBe(false);
  });

  it('reloads the page when marketing alone is withdrawn', async () => {
    const consent = await start(stored({ functional: false, marketing: true }));
    consent.actor.send({ type: 'consent.customize' });
    expect(selectSettingsOpen(consent.actor.getSnapshot())).toBe(true);
    consent.actor.send({ type: 'consent.toggle', category: 'marketing' });
    consent.actor.send({ type: 'consent.save' });
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: false, statistics: false });
    expect(consent.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('accept all and necessary only are stored with the policy version and told to Google', async () => {
    const accepting = await start(null);
    accepting.actor.send({ type: 'consent.acceptAll' });
    expect(accepting.actor.getSnapshot().value).toBe('decided');
    expect(accepting.persistChoice.mock.calls[0]?.[1]).toEqual({
      functional: true,
      marketing: true,
      statistics: true,
      version: POLICY,
    });
    expect(accepting.updateGoogleConsent.mock.calls[0]?.[1]).toEqual({
      functional: true,
      marketing: true,
      statistics: true,
    });

    const declining = await start(null);
    declining.actor.send({ type: 'consent.rejectAll' });
    expect(granted(declining.actor)).toEqual({ functional: false, marketing: false, statistics: false });
    expect(declining.persistChoice.mock.calls[0]?.[1]).toEqual({
      functional: false,
      marketing: false,
      statistics: false,
      version: POLICY,
    });
  });

  it('the settings dialog grants per category; closing it goes back to the banner', async () => {
    const consent = await start(null);
    expect(selectSettingsOpen(consent.actor.getSnapshot())).toBe(false);
    consent.actor.send({ type: 'consent.customize' });
    expect(selectSettingsOpen(consent.actor.getSnapshot())).toBe(true);
    expect(selectBannerOpen(consent.actor.getSnapshot())).toBe(false);
    consent.actor.send({ type: 'consent.close' });
    expect(selectBannerOpen(consent.actor.getSnapshot())).toBe(true);
    consent.actor.send({ type: 'consent.customize' });
    consent.actor.send({ type: 'consent.toggle', category: 'marketing' });
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: false, statistics: false });
    consent.actor.send({ type: 'consent.save' });
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: true, statistics: false });
    expect(consent.persistChoice).toHaveBeenCalledTimes(1);
  });

  it('"Load the scheduler" grants functional only', async () => {
    const consent = await start(null);
    consent.actor.send({ type: 'consent.grant', category: 'functional' });
    expect(consent.actor.getSnapshot().value).toBe('decided');
    expect(granted(consent.actor)).toEqual({ functional: true, marketing: false, statistics: false });
    consent.actor.send({ type: 'consent.grant', category: 'functional' });
    expect(consent.persistChoice).toHaveBeenCalledTimes(1);
  });

  it('Cookie settings reopens the choice; a withdrawal reloads the page, a new grant does not', async () => {
    const consent = await start(stored({ functional: true, marketing: false }));
    consent.actor.send({ type: 'consent.customize' });
    expect(consent.actor.getSnapshot().value).toBe('changing');
    expect(consent.actor.getSnapshot().context.draft).toEqual({
      functional: true,
      marketing: false,
      statistics: false,
    });
    consent.actor.send({ type: 'consent.toggle', category: 'marketing' });
    consent.actor.send({ type: 'consent.save' });
    expect(granted(consent.actor)).toEqual({ functional: true, marketing: true, statistics: false });
    expect(consent.reloadPage).not.toHaveBeenCalled();

    consent.actor.send({ type: 'consent.customize' });
    consent.actor.send({ type: 'consent.toggle', category: 'functional' });
    consent.actor.send({ type: 'consent.save' });
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: true, statistics: false });
    expect(consent.reloadPage).toHaveBeenCalledTimes(1);
    expect(consent.persistChoice).toHaveBeenCalledTimes(2);
  });

  it('a choice stored before statistics existed keeps its categories, with statistics refused', async () => {
    const consent = await start(stored({ functional: true, marketing: true }));
    expect(consent.actor.getSnapshot().value).toBe('decided');
    expect(granted(consent.actor)).toEqual({ functional: true, marketing: true, statistics: false });
    const counted = await start(stored({ functional: false, marketing: false, statistics: true }));
    expect(granted(counted.actor)).toEqual({ functional: false, marketing: false, statistics: true });
  });

  it('statistics is switched like the others, and taking it back reloads nothing', async () => {
    const consent = await start(null);
    consent.actor.send({ type: 'consent.customize' });
    consent.actor.send({ type: 'consent.toggle', category: 'statistics' });
    consent.actor.send({ type: 'consent.save' });
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: false, statistics: true });
    consent.actor.send({ type: 'consent.customize' });
    consent.actor.send({ type: 'consent.toggle', category: 'statistics' });
    consent.actor.send({ type: 'consent.save' });
    expect(granted(consent.actor)).toEqual({ functional: false, marketing: false, statistics: false });
    expect(consent.reloadPage).not.toHaveBeenCalled();
  });

  it('where consent is not required, the third parties are granted without asking or storing, statistics not', async () => {
    const consent = await start(null, { required: false, policyVersion: POLICY });
    expect(consent.actor.getSnapshot().value).toBe('decided');
    expect(granted(consent.actor)).toEqual({ functional: true, marketing: true, statistics: false });
    expect(consent.actor.getSnapshot().can({ type: 'consent.customize' })).toBe(false);
    expect(consent.persistChoice).not.toHaveBeenCalled();
  });
});
