import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { calculateRoi } from '../../contract/roiFormula';
import { defaultValues, ROI_MESSAGES, roiSearch, validateRoi } from '../../contract/roiInputs';
import { ROI_PLANS } from '../../contract/roiPlans';
import { explorations } from '../../machines/coverage/explorations';
import { type RoiCalculatorInput, roiCalculatorMachine } from '../../machines/roiCalculator';
import { expectFullCoverage } from '../helpers/modelPaths';

const plans = ROI_PLANS;
const input: RoiCalculatorInput = { plans, defaultPlan: 'business' };
const defaults = defaultValues('business');

function start(options: { search?: string; copy?: () => Promise<void> } = {}) {
  const writeUrl = vi.fn();
  const openContactSales = vi.fn();
  const printPage = vi.fn();
  const copied = vi.fn();
  const logic = roiCalculatorMachine.provide({
    actors: {
      readSharedSearch: fromPromise(async () => options.search ?? ''),
      copyLink: fromPromise<void, { search: string }>(async ({ input: copyInput }) => {
        copied(copyInput.search);
        await (options.copy ?? (async () => {}))();
      }),
    },
    actions: {
      writeUrl: (_, params) => writeUrl(params.search),
      openContactSales,
      printPage,
    },
  });
  const actor = createActor(logic, { input }).start();
  return { actor, writeUrl, openContactSales, printPage, copied };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('roiCalculatorMachine', () => {
  it('reaches every state and takes every transition', () => {
    expectFullCoverage(explorations.roiCalculator.machine, explorations.roiCalculator.options);
  });

  it('a figure typed while the link is read applies to the defaults, and the link is not read', async () => {
    const { actor, writeUrl } = start({ search: 'team=7&hours=9' });
    actor.send({ type: 'roi.change', field: 'people', value: '40' });
    await settled();
    expect(actor.getSnapshot().matches({ editing: { inputs: 'valid' } })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ ...defaults, people: '40' });
    expect(writeUrl).toHaveBeenLastCalledWith(roiSearch({ ...defaults, people: '40' }));
  });

  it('starts with the defaults and their result, before and after an empty URL is read', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().context.values).toEqual(defaults);
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { inputs: 'valid', sharing: 'idle' } })).toBe(true);
    const validation = validateRoi(defaults, plans);
    if (!validation.ok) throw new Error('the defaults must be valid');
    expect(snapshot.context.result).toEqual(calculateRoi(validation.inputs));
    // Business: implementation and migration; its live classes leave no training to pay.
    expect(snapshot.context.result.oneTimeCost).toBe(6_000 + 4_000);
  });

  it('restores a shared link', async () => {
    const { actor } = start({
      search: 'team=120&hours=7.5&rate=62&automated=45&plan=team&office=24&field=90&tools=800&months=36',
    });
    await settled();
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual({
      people: '120',
      manualHoursPerWeek: '7.5',
      hourlyCost: '62',
      automationPercent: '45',
      plan: 'team',
      officeUsers: '24',
      fieldUsers: '90',
      replacedToolsPerMonth: '800',
      horizonMonths: '36',
    });
    expect(context.inputs).toMatchObject({
      people: 120,
      officeUsers: 24,
      fieldUsers: 90,
      replacedToolsPerMonth: 800,
      pricePerSeatPerMonth: 24,
      oneTimeCosts: { implementation: 900, migration: 600, training: 24 * 30 },
      horizonMonths: 36,
    });
    expect(context.result.months).toHaveLength(36);
  });

  it('a shared link with an invalid value shows its message over the default result', async () => {
    const { actor } = start({ search: 'team=0' });
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { inputs: 'invalid' } })).toBe(true);
    expect(snapshot.context.errors).toEqual({ people: ROI_MESSAGES.people });
    expect(snapshot.context.result.months).toHaveLength(24);
  });

  it('recomputes on every valid change and writes the URL', async () => {
    const { actor, writeUrl } = start();
    await settled();
    actor.send({ type: 'roi.change', field: 'officeUsers', value: '50' });
    expect(actor.getSnapshot().context.inputs.officeUsers).toBe(50);
    expect(actor.getSnapshot().context.result.planCostPerMonth).toBe(50 * 49);
    expect(writeUrl).toHaveBeenLastCalledWith(roiSearch({ ...defaults, officeUsers: '50' }));
    actor.send({ type: 'roi.change', field: 'people', value: '50' });
    expect(actor.getSnapshot().context.inputs.people).toBe(50);
    expect(writeUrl).toHaveBeenLastCalledWith(roiSearch({ ...defaults, officeUsers: '50', people: '50' }));
  });

  it('prices office users only: field users change the link, not the cost', async () => {
    const { actor, writeUrl } = start();
    await settled();
    const before = actor.getSnapshot().context.result;
    actor.send({ type: 'roi.change', field: 'fieldUsers', value: '900' });
    const { context } = actor.getSnapshot();
    expect(context.inputs.fieldUsers).toBe(900);
    expect(context.result).toEqual(before);
    expect(writeUrl).toHaveBeenLastCalledWith(roiSearch({ ...defaults, fieldUsers: '900' }));
    // Past Business's cap in field users is no Enterprise estimate: their seats are free.
    actor.send({ type: 'roi.change', field: 'fieldUsers', value: '5000' });
    expect(actor.getSnapshot().matches({ editing: { inputs: 'valid' } })).toBe(true);
    actor.send({ type: 'roi.change', field: 'fieldUsers', value: '-1' });
    expect(actor.getSnapshot().context.errors).toEqual({ fieldUsers: ROI_MESSAGES.fieldUsers });
  });

  it('keeps the same context objects when nothing changes, so nothing on screen renders again', async () => {
    const { actor } = start();
    const before = actor.getSnapshot().context;
    await settled();
    let after = actor.getSnapshot().context;
    expect(after.values).toBe(before.values);
    expect(after.inputs).toBe(before.inputs);
    expect(after.result).toBe(before.result);
    expect(after.errors).toBe(before.errors);

    // The same number typed another way: the values change, the estimate does not.
    actor.send({ type: 'roi.change', field: 'people', value: ' 20' });
    after = actor.getSnapshot().context;
    expect(after.values.people).toBe(' 20');
    expect(after.result).toBe(before.result);
    actor.send({ type: 'roi.change', field: 'people', value: '26' });
    expect(actor.getSnapshot().context.result).not.toBe(before.result);
    expect(actor.getSnapshot().context.inputs.people).toBe(26);
  });

  it('keeps the last valid result while an input is invalid, and clears the message when fixed', async () => {
    const { actor, writeUrl } = start();
    await settled();
    actor.send({ type: 'roi.change', field: 'people', value: '40' });
    const lastValid = actor.getSnapshot().context.result;
    actor.send({ type: 'roi.change', field: 'people', value: '4000000' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { inputs: 'invalid' } })).toBe(true);
    expect(snapshot.context.errors).toEqual({ people: ROI_MESSAGES.people });
    expect(snapshot.context.result).toBe(lastValid);
    expect(snapshot.context.values.people).toBe('4000000');
    expect(writeUrl).toHaveBeenLastCalledWith(roiSearch({ ...defaults, people: '4000000' }));

    actor.send({ type: 'roi.change', field: 'hourlyCost', value: '' });
    expect(actor.getSnapshot().context.errors).toEqual({
      people: ROI_MESSAGES.people,
      hourlyCost: ROI_MESSAGES.hourlyCost,
    });
    actor.send({ type: 'roi.change', field: 'people', value: '40' });
    actor.send({ type: 'roi.change', field: 'hourlyCost', value: '45' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { inputs: 'valid' } })).toBe(true);
    expect(snapshot.context.errors).toEqual({});
    expect(snapshot.context.result).toEqual(lastValid);
  });

  it('resets to the defaults', async () => {
    const { actor, writeUrl } = start({ search: 'team=0' });
    await settled();
    actor.send({ type: 'roi.reset' });
    expect(actor.getSnapshot().matches({ editing: { inputs: 'valid' } })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(defaults);
    expect(writeUrl).toHaveBeenLastCalledWith(roiSearch(defaults));
  });

  it('copies the link of what is on screen, says so, then clears the notice', async () => {
    vi.useFakeTimers();
    try {
      const { actor, copied } = start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'roi.change', field: 'automationPercent', value: '55' });
      actor.send({ type: 'roi.link.copy' });
      expect(actor.getSnapshot().matches({ editing: { sharing: 'copying' } })).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(copied).toHaveBeenCalledWith(roiSearch({ ...defaults, automationPercent: '55' }));
      expect(actor.getSnapshot().matches({ editing: { sharing: 'copied' } })).toBe(true);
      await vi.advanceTimersByTimeAsync(2500);
      expect(actor.getSnapshot().matches({ editing: { sharing: 'idle' } })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed copy is reported and can be tried again', async () => {
    const { actor } = start({ copy: () => Promise.reject(new Error('denied')) });
    await settled();
    actor.send({ type: 'roi.link.copy' });
    await settled();
    expect(actor.getSnapshot().matches({ editing: { sharing: 'copyFailed' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'roi.link.copy' })).toBe(true);
  });

  it('past the largest priced plan offers the Enterprise path, keeping the last valid estimate', async () => {
    const { actor, openContactSales } = start();
    await settled();
    const lastValid = actor.getSnapshot().context.result;
    actor.send({ type: 'roi.change', field: 'officeUsers', value: '300' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { inputs: 'enterprise' } })).toBe(true);
    expect(snapshot.context.errors).toEqual({
      officeUsers: 'Business takes up to 250 office users: ask for an Enterprise estimate',
    });
    expect(snapshot.context.result).toBe(lastValid);
    actor.send({ type: 'roi.enterprise.ask' });
    expect(openContactSales).toHaveBeenCalledOnce();

    // Past Team's cap, Business takes the office users: a message, not the Enterprise path.
    actor.send({ type: 'roi.change', field: 'plan', value: 'team' });
    actor.send({ type: 'roi.change', field: 'officeUsers', value: '30' });
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: { inputs: 'invalid' } })).toBe(true);
    expect(snapshot.context.errors).toEqual({
      officeUsers: 'Team takes up to 25 office users: choose Business for more',
    });
    actor.send({ type: 'roi.change', field: 'plan', value: 'business' });
    expect(actor.getSnapshot().matches({ editing: { inputs: 'valid' } })).toBe(true);
  });

  it('opens contact sales and prints on request, only once editing', async () => {
    const { actor, openContactSales, printPage } = start();
    expect(actor.getSnapshot().can({ type: 'roi.print' })).toBe(false);
    await settled();
    actor.send({ type: 'roi.enterprise.ask' });
    actor.send({ type: 'roi.print' });
    expect(openContactSales).toHaveBeenCalledOnce();
    expect(printPage).toHaveBeenCalledOnce();
  });

  it('refuses a plan list without its default plan', () => {
    const snapshot = createActor(roiCalculatorMachine, {
      input: { plans, defaultPlan: 'enterprise' },
    }).getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(String(snapshot.error)).toMatch(/default inputs are invalid/);
  });
});
