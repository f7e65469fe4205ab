import type { APIRequestContext } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './support/authFlows';
import { E2E } from './support/env';
import { expect, test } from './support/test';
import { chart, layer, press, signInOnSite, turnOnVisitors } from './support/visitorsLayer';

// The lab's Visitors layer, as product staff use it: visitors' steps stored by POST /api/flow-events,
// a staff account signed in on the site by clicks, the sign-up chart read by clicks. Someone who is
// not staff, or not signed in, is told why the layer is empty.

const SHOTS = 'test-results/flow-lab';
const PASSWORD = 'Visitors-Layer-2030';

type Step = [from: string, event: string, to: string, ms: number];
const OPEN: Step[] = [
  ['signup.start', 'xstate.always', 'signup.step1', 0],
  ['signup.step1.codeRequest.idle', 'signup.code.send', 'signup.step1.codeRequest.sending', 4_000],
];
// The code sent: one transition with two targets, a step to each (as the site's collector sends them).
const CODE_SENT_IDLE: Step = [
  'signup.step1.codeRequest.sending',
  'xstate.done.actor.sendVerifyCode',
  'signup.step1.codeRequest.idle',
  800,
];
const CODE_SENT: Step = [
  'signup.step1.codeRequest.sending',
  'xstate.done.actor.sendVerifyCode',
  'signup.step1.countdown.running',
  800,
];
const CODE_REFUSED: Step = [
  'signup.step1.codeRequest.sending',
  'xstate.error.actor.sendVerifyCode',
  'signup.step1.codeRequest.idle',
  1_200,
];
const CONTINUE: Step = [
  'signup.step1.codeCheck.idle',
  'signup.continue',
  'signup.step1.codeCheck.checking',
  25_000,
];
const CODE_ACCEPTED: Step = [
  'signup.step1.codeCheck.checking',
  'xstate.done.actor.checkVerifyCode',
  'signup.step2',
  700,
];
const CODE_WRONG: Step = [
  'signup.step1.codeCheck.checking',
  'xstate.error.actor.checkVerifyCode',
  'signup.step1.codeCheck.idle',
  600,
];
const SUBMIT: Step = ['signup.step2.editing', 'signup.submit', 'signup.step2.registering', 9_000];
const CREATED: Step = ['signup.step2.registering', 'xstate.done.actor.register', 'signup.done', 1_500];

/**
 * Twelve visits of sign-up: 2 are refused a code and stop, 2 stop at the code, 1 types a wrong code
 * and stops, 1 stops at the password, 6 create an account.
 */
const VISITS: Step[][] = [
  ...Array.from({ length: 6 }, () => [
    ...OPEN,
    CODE_SENT_IDLE,
    CODE_SENT,
    CONTINUE,
    CODE_ACCEPTED,
    SUBMIT,
    CREATED,
  ]),
  [...OPEN, CODE_SENT_IDLE, CODE_SENT, CONTINUE, CODE_ACCEPTED],
  [...OPEN, CODE_SENT_IDLE, CODE_SENT, CONTINUE, CODE_WRONG],
  ...Array.from({ length: 2 }, () => [...OPEN, CODE_SENT_IDLE, CODE_SENT]),
  ...Array.from({ length: 2 }, () => [...OPEN, CODE_REFUSED]),
];

async function seedVisits(request: APIRequestContext) {
  for (const [index, steps] of VISITS.entries()) {
    const stored = await request.post('/api/flow-events', {
      data: {
        visit: `visitorslayer-${E2E.port}-${String(index).padStart(2, '0')}`,
        events: steps.map(([from, event, to, ms]) => ({ flow: 'signup', from, event, to, ms })),
      },
    });
    expect(stored.status(), await stored.text()).toBe(201);
  }
}

test.describe("the flow lab's Visitors layer", () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('staff read where visitors of sign-up go, stop and wait, and the funnel to an account, by clicks', async ({
    page,
    request,
  }) => {
    await seedVisits(request);
    await registerThroughApi(request, E2E.staffEmail, PASSWORD);
    await signInOnSite(page, E2E.staffEmail, PASSWORD);
    await turnOnVisitors(page);
    const visitors = layer(page);
    await expect(visitors.getByRole('status')).toHaveText(
      /^Over the 30 days \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(UTC\)$/,
    );

    // A state's numbers: entries, stops, typical and slow time, each saying what it counts.
    await press(page, 'Visitors in "Asking the server to e-mail a sign-up code"');
    const sending = visitors.getByRole('region', {
      name: 'Visitors: Asking the server to e-mail a sign-up code',
    });
    await expect(sending).toContainText('Entries: 12');
    await expect(sending).toContainText('Stopped here: 0');
    await expect(sending).toContainText('Typical time: 1 s');
    // Each of the two steps of "code sent" left the state: 22 times, 20 of them at 0.8 s.
    await expect(sending).toContainText('Slow time: 1 s');
    await expect(sending).toContainText(
      'Steps of visitors into "Asking the server to e-mail a sign-up code" over the 30 days',
    );

    // Waiting for the code: 8 times timed, 30 s typical; 1 entry back after a wrong code, masked.
    await press(page, 'Visitors in "Waiting for the visitor to type the code and press Continue"');
    const waiting = visitors.getByRole('region', {
      name: 'Visitors: Waiting for the visitor to type the code and press Continue',
    });
    await expect(waiting).toContainText('Entries: fewer than 5');
    await expect(waiting).toContainText('counts from 1 to 4 are not given, so that no visitor stands out');
    await expect(waiting).toContainText('Typical time: 30 s');

    // An arrow: its count and its share of the ways out (a range beside a masked count).
    await press(
      page,
      'Visitors from "Asking the server whether the code is right" to "Step 2: the visitor chooses a password"',
    );
    const accepted = visitors.getByRole('region', {
      name: 'Visitors: Asking the server whether the code is right → Step 2: the visitor chooses a password',
    });
    await expect(accepted).toContainText('Taken: 7');
    await expect(accepted).toContainText('Share: 64–88%');
    await expect(chart(page)).toContainText('7 · 64–88% of ways out');
    await expect(chart(page)).toContainText('In 6 · stopped 6');
    await page.screenshot({ path: `${SHOTS}/visitors-counts-1440.png` });

    // The code sent has two targets: each one's arrow carries its own count.
    await expect(
      chart(page)
        .getByRole('button', { name: /^Visitors from "Asking the server to e-mail a sign-up code" to / })
        .filter({ hasText: '10 · 42–48% of ways out' }),
    ).toHaveCount(2);

    // Two periods side by side: this 30 days beside the 30 before, when nobody had come yet.
    await visitors.getByRole('button', { name: 'Beside the 30 days before' }).click();
    await expect(visitors.getByRole('status')).toHaveText(
      /^Over the 30 days \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(UTC\), beside the 30 days \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(UTC\)$/,
    );
    await expect(chart(page)).toContainText('In 6 · before 0 · new');
    await expect(chart(page)).toContainText('7 · before 0 · new');
    await page.screenshot({ path: `${SHOTS}/visitors-two-periods-1440.png` });
    await visitors.getByRole('button', { name: 'Beside the 30 days before' }).click();
    await expect(visitors.getByRole('status')).toHaveText(/^Over the 30 days [^,]+$/);

    // The period picker asks again; the steps were all stored today.
    await visitors.getByRole('button', { name: '7 days' }).click();
    await expect(visitors.getByRole('status')).toHaveText(/^Over the 7 days /);
    await expect(chart(page)).toContainText('In 6 · stopped 6');

    // The funnel: states clicked in order on the chart.
    await visitors.getByRole('button', { name: 'Funnel' }).click();
    for (const title of [
      'Step 1: the visitor gives an e-mail address and the code e-mailed to it',
      'Waiting 60 seconds before a new code can be sent',
      'Step 2: the visitor chooses a password',
      'The account is created and the visitor is signed in',
    ])
      await press(page, `Add "${title}" to the funnel`, `State ${title}`);
    const steps = visitors.getByRole('list', { name: 'Funnel steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('12 visits');
    await expect(steps.nth(1)).toContainText('10 visits (83% of the step before)');
    await expect(steps.nth(1)).toContainText('fewer than 5 stopped in "No code is on its way"');
    await expect(steps.nth(2)).toContainText('7 visits (70% of the step before)');
    await expect(steps.nth(3)).toContainText('6 visits (86% of the step before)');
    await page.screenshot({ path: `${SHOTS}/visitors-funnel-1440.png` });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.screenshot({ path: `${SHOTS}/visitors-funnel-1920.png` });
    await visitors.getByRole('button', { name: 'Counts' }).click();
    await page.screenshot({ path: `${SHOTS}/visitors-counts-1920.png` });
  });

  test('an account that is not staff is told the layer is for STAFF_EMAILS; nobody signed in is told to sign in', async ({
    page,
    request,
  }) => {
    await turnOnVisitors(page);
    await expect(layer(page).getByRole('alert')).toContainText(
      'Visitor counts are for staff, and nobody is signed in. Sign in with a staff account on the site',
    );

    const email = uniqueEmail('not-staff');
    await registerThroughApi(request, email, PASSWORD);
    await signInOnSite(page, email, PASSWORD);
    await turnOnVisitors(page);
    await expect(layer(page).getByRole('alert')).toContainText(
      'This account is not staff: the server shows visitor counts only to accounts whose e-mail its STAFF_EMAILS setting lists.',
    );
    await expect(chart(page)).not.toContainText('of ways out');
    await page.screenshot({ path: `${SHOTS}/visitors-not-staff-1440.png` });
  });
});
