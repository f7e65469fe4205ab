import { machines } from '@machines/index';
import { expect, it } from 'vitest';
import { startLabSession } from '@/flow-lab/sandbox/labSession';

// Copied from the flow lab: the roiCalculator machine with every call answered by hand.
it('roiCalculator: 3 steps copied from the flow lab', async () => {
  const entry = machines.find((candidate) => candidate.id === 'roiCalculator');
  if (!entry) throw new Error('roiCalculator is not in the machines registry');
  const lab = await startLabSession(entry.machine, {
    plans: [
      {
        id: 'team',
        name: 'Team',
        pricePerUserPerMonth: 24,
        maxUsers: 25,
        nextPlan: 'Business',
        oneTimeCosts: { implementation: 900, migration: 600, trainingPerSeat: 30 },
      },
      {
        id: 'business',
        name: 'Business',
        pricePerUserPerMonth: 49,
        maxUsers: 250,
        nextPlan: 'Enterprise',
        oneTimeCosts: { implementation: 6000, migration: 4000, trainingPerSeat: 0 },
      },
    ],
    defaultPlan: 'business',
  });
  expect(lab.value()).toEqual('restoring');
  expect(lab.context()).toMatchObject({
    plans: [
      {
        id: 'team',
        name: 'Team',
        pricePerUserPerMonth: 24,
        maxUsers: 25,
        nextPlan: 'Business',
        oneTimeCosts: { implementation: 900, migration: 600, trainingPerSeat: 30 },
      },
      {
        id: 'business',
        name: 'Business',
        pricePerUserPerMonth: 49,
        maxUsers: 250,
        nextPlan: 'Enterprise',
        oneTimeCosts: { implementation: 6000, migration: 4000, trainingPerSeat: 0 },
      },
    ],
    defaults: {
      people: '20',
      manualHoursPerWeek: '6',
      hourlyCost: '45',
      automationPercent: '25',
      officeUsers: '25',
      fieldUsers: '40',
      replacedToolsPerMonth: '0',
      horizonMonths: '24',
      plan: 'business',
    },
    values: {
      people: '20',
      manualHoursPerWeek: '6',
      hourlyCost: '45',
      automationPercent: '25',
      officeUsers: '25',
      fieldUsers: '40',
      replacedToolsPerMonth: '0',
      horizonMonths: '24',
      plan: 'business',
    },
    errors: {},
    inputs: {
      people: 20,
      manualHoursPerWeek: 6,
      hourlyCost: 45,
      automationPercent: 25,
      officeUsers: 25,
      fieldUsers: 40,
      replacedToolsPerMonth: 0,
      plan: 'business',
      pricePerSeatPerMonth: 49,
      oneTimeCosts: { implementation: 6000, migration: 4000, training: 0 },
      horizonMonths: 24,
    },
    result: {
      hoursSavedPerMonth: 130,
      costSavedPerYear: 70200,
      planCostPerMonth: 1225,
      oneTimeCost: 10000,
      netSaving: 95150,
      paybackMonth: 4,
      roiPercent: 241.49746192893403,
      months: [
        { month: 1, cumulativeSavings: 1950, cumulativeCost: 11225 },
        { month: 2, cumulativeSavings: 5850, cumulativeCost: 12450 },
        { month: 3, cumulativeSavings: 11700, cumulativeCost: 13675 },
        { month: 4, cumulativeSavings: 17550, cumulativeCost: 14900 },
        { month: 5, cumulativeSavings: 23400, cumulativeCost: 16125 },
        { month: 6, cumulativeSavings: 29250, cumulativeCost: 17350 },
        { month: 7, cumulativeSavings: 35100, cumulativeCost: 18575 },
        { month: 8, cumulativeSavings: 40950, cumulativeCost: 19800 },
        { month: 9, cumulativeSavings: 46800, cumulativeCost: 21025 },
        { month: 10, cumulativeSavings: 52650, cumulativeCost: 22250 },
        { month: 11, cumulativeSavings: 58500, cumulativeCost: 23475 },
        { month: 12, cumulativeSavings: 64350, cumulativeCost: 24700 },
        { month: 13, cumulativeSavings: 70200, cumulativeCost: 25925 },
        { month: 14, cumulativeSavings: 76050, cumulativeCost: 27150 },
        { month: 15, cumulativeSavings: 81900, cumulativeCost: 28375 },
        { month: 16, cumulativeSavings: 87750, cumulativeCost: 29600 },
        { month: 17, cumulativeSavings: 93600, cumulativeCost: 30825 },
        { month: 18, cumulativeSavings: 99450, cumulativeCost: 32050 },
        { month: 19, cumulativeSavings: 105300, cumulativeCost: 33275 },
        { month: 20, cumulativeSavings: 111150, cumulativeCost: 34500 },
        { month: 21, cumulativeSavings: 117000, cumulativeCost: 35725 },
        { month: 22, cumulativeSavings: 122850, cumulativeCost: 36950 },
        { month: 23, cumulativeSavings: 128700, cumulativeCost: 38175 },
        { month: 24, cumulativeSavings: 134550, cumulativeCost: 39400 },
      ],
    },
  });

  // 1. resolve readSharedSearch
  await lab.resolve('readSharedSearch', 'team=40');
  expect(lab.value()).toEqual({ editing: { inputs: 'valid', sharing: 'idle' } });
  expect(lab.context()).toMatchObject({
    values: {
      people: '40',
      manualHoursPerWeek: '6',
      hourlyCost: '45',
      automationPercent: '25',
      officeUsers: '25',
      fieldUsers: '40',
      replacedToolsPerMonth: '0',
      horizonMonths: '24',
      plan: 'business',
    },
    inputs: {
      people: 40,
      manualHoursPerWeek: 6,
      hourlyCost: 45,
      automationPercent: 25,
      officeUsers: 25,
      fieldUsers: 40,
      replacedToolsPerMonth: 0,
      plan: 'business',
      pricePerSeatPerMonth: 49,
      oneTimeCosts: { implementation: 6000, migration: 4000, training: 0 },
      horizonMonths: 24,
    },
    result: {
      hoursSavedPerMonth: 260,
      costSavedPerYear: 140400,
      planCostPerMonth: 1225,
      oneTimeCost: 10000,
      netSaving: 229700,
      paybackMonth: 3,
      roiPercent: 582.994923857868,
      months: [
        { month: 1, cumulativeSavings: 3900, cumulativeCost: 11225 },
        { month: 2, cumulativeSavings: 11700, cumulativeCost: 12450 },
        { month: 3, cumulativeSavings: 23400, cumulativeCost: 13675 },
        { month: 4, cumulativeSavings: 35100, cumulativeCost: 14900 },
        { month: 5, cumulativeSavings: 46800, cumulativeCost: 16125 },
        { month: 6, cumulativeSavings: 58500, cumulativeCost: 17350 },
        { month: 7, cumulativeSavings: 70200, cumulativeCost: 18575 },
        { month: 8, cumulativeSavings: 81900, cumulativeCost: 19800 },
        { month: 9, cumulativeSavings: 93600, cumulativeCost: 21025 },
        { month: 10, cumulativeSavings: 105300, cumulativeCost: 22250 },
        { month: 11, cumulativeSavings: 117000, cumulativeCost: 23475 },
        { month: 12, cumulativeSavings: 128700, cumulativeCost: 24700 },
        { month: 13, cumulativeSavings: 140400, cumulativeCost: 25925 },
        { month: 14, cumulativeSavings: 152100, cumulativeCost: 27150 },
        { month: 15, cumulativeSavings: 163800, cumulativeCost: 28375 },
        { month: 16, cumulativeSavings: 175500, cumulativeCost: 29600 },
        { month: 17, cumulativeSavings: 187200, cumulativeCost: 30825 },
        { month: 18, cumulativeSavings: 198900, cumulativeCost: 32050 },
        { month: 19, cumulativeSavings: 210600, cumulativeCost: 33275 },
        { month: 20, cumulativeSavings: 222300, cumulativeCost: 34500 },
        { month: 21, cumulativeSavings: 234000, cumulativeCost: 35725 },
        { month: 22, cumulativeSavings: 245700, cumulativeCost: 36950 },
        { month: 23, cumulativeSavings: 257400, cumulativeCost: 38175 },
        { month: 24, cumulativeSavings: 269100, cumulativeCost: 39400 },
      ],
    },
  });

  // 2. roi.link.copy
  await lab.send({ type: 'roi.link.copy' });
  expect(lab.value()).toEqual({ editing: { inputs: 'valid', sharing: 'copying' } });

  // 3. resolve copyLink
  await lab.resolve('copyLink', {});
  expect(lab.value()).toEqual({ editing: { inputs: 'valid', sharing: 'copied' } });
});
