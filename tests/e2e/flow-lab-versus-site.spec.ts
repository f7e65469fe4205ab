import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { CODE_SENT_MESSAGE } from '../../src/features/auth/authFlows.effects';
import type { LabStep } from '../../src/flow-lab/sandbox/labSession';
import { outboxCode, registerThroughApi, uniqueEmail, waitForApp } from './support/authFlows';
import { CONSENT_SITE, startConsentSite } from './support/consentSite';
import { failGoogleScript, GOOGLE_SCRIPT_URL, serveGoogleStandIn } from './support/googleScript';
import { signGoogleIdToken } from './support/googleStandIn';
import {
  expectSameText,
  forgetToasts,
  goToCrumbs,
  labFrame,
  labGoTo,
  raisedToasts,
  recordToasts,
  siteText,
  toastsOf,
  toastText,
  visibleText,
} from './support/labScreen';
import { expect, test } from './support/test';

// The flow lab's screen against the site itself: for every entry of "Go to" of the flows
// with a dialog, a card or a banner, the lab goes there, the built site is driven there by a person's
// clicks and typing against the reference server, and the flow's component and the toasts its last
// step raised must read the same on both, at a phone's width and a desktop's. Where a visitor cannot
// bring a state about, the test says why instead of leaving it out.

/** The widths compared: the lab's screen as each device, the site's window as wide. */
const WIDTHS = { desktop: 1440, phone: 390 } as const;
type Device = keyof typeof WIDTHS;
const DEVICE_BUTTON: Record<Device, string> = { desktop: 'Desktop', phone: 'Phone' };

/** The call each event starts, and where it goes. */
const CALL_OF: Record<string, { actor: string; path: string }> = {
  'signup.code.send': { actor: 'sendVerifyCode', path: endpoints.sendVerifyCode.path },
  'signup.continue': { actor: 'checkVerifyCode', path: endpoints.checkVerifyCode.path },
  'signup.submit': { actor: 'register', path: endpoints.register.path },
  'login.submit': { actor: 'loginRequest', path: endpoints.login.path },
  'contact.submit': { actor: 'submitContact', path: endpoints.contactSales.path },
  'google.credential': { actor: 'exchangeCredential', path: endpoints.googleLogin.path },
};

/** Why a visitor cannot make the server give an answer, by call and status. */
const UNREACHABLE: Record<string, string> = {
  'sendVerifyCode 400':
    'the card checks the address before sending it, so the server never meets one it would refuse',
  'register 400': "the card checks the password's length before sending it",
  'register 409':
    'the address is found free when the code is sent, and the code is used up by whoever registers first: a second registration meets "no longer valid", not 409',
  'submitContact 400': 'the form checks every field the server checks before sending',
  503: 'the reference server answers 503 only while its database or mailer is away, which no visitor brings about',
};

const PASSWORD = 'correct-horse-battery';

// A step the site cannot take fails in seconds, not at the end of the flow's long budget.
test.use({ actionTimeout: 15_000 });

/** One visit of the site, driven to the state of a lab entry. */
interface SiteVisit {
  page: Page;
  /** The unique address this visit uses where the lab's example address would meet an account. */
  email: string;
  /** The site's own values, each with the lab's value it stands for. */
  asLab: Array<[string, string]>;
  /** Calls held unsent so the visit stays where the lab's entry waits: each lets its call go. */
  held: Array<() => Promise<void>>;
}

type Answer = Extract<LabStep, { kind: 'answer' }>;

const answerFor = (steps: readonly LabStep[], from: number, actor: string): Answer | undefined =>
  steps.slice(from + 1).find((step): step is Answer => step.kind === 'answer' && step.actor === actor);

/** Why the visit cannot give this answer, or null when it can. */
function unreachable(answer: Answer | undefined): string | null {
  if (!answer || answer.outcome === 'resolve') return null;
  const status = (answer.value as { status?: number }).status;
  if (status === undefined) return null;
  return UNREACHABLE[`${answer.actor} ${status}`] ?? UNREACHABLE[status] ?? null;
}

/**
 * Keeps, in the page, a request to a held path from being sent until the test lets it go
 * (`window.releaseHeld`): the call waits as the lab's entry does, and the client's 30 s budget, which
 * the browser counts from the send whatever the page's clock, has not begun.
 */
async function holdCallsInPage(page: Page) {
  await page.addInitScript(() => {
    const heldPaths: string[] = [];
    const waiting: Array<() => void> = [];
    const send = XMLHttpRequest.prototype.send;
    const opened = new WeakMap<XMLHttpRequest, string>();
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      opened.set(this, new URL(String(args[1]), location.href).pathname);
      return (open as (...rest: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.send = function (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) {
      if (!heldPaths.includes(opened.get(this) ?? '')) return send.call(this, body);
      waiting.push(() => send.call(this, body));
    };
    Object.assign(window, {
      holdPath: (path: string) => heldPaths.push(path),
      releaseHeld: () => {
        heldPaths.length = 0;
        for (const go of waiting.splice(0)) go();
      },
    });
  });
}

/** Holds a call (the lab's entry waits for it), or fails its connection, as the answer to come asks. */
async function shapeCall(visit: SiteVisit, path: string, answer: Answer | undefined) {
  if (!answer) {
    const { page } = visit;
    await page.evaluate(
      (held) => (window as unknown as { holdPath(path: string): void }).holdPath(held),
      path,
    );
    visit.held.push(() =>
      page
        .evaluate(() => (window as unknown as { releaseHeld(): void }).releaseHeld())
        .catch(() => undefined),
    );
  } else if (answer.outcome === 'reject' && (answer.value as { status?: number }).status === undefined) {
    await visit.page.route(`**${path}*`, (route) => route.abort('internetdisconnected'));
  }
}

const dialogOf = (page: Page) => page.getByRole('dialog');

/** Takes one step of the lab on the site, as a visitor does it. */
async function takeOnSite(visit: SiteVisit, steps: readonly LabStep[], index: number, labEmail: string) {
  const step = steps[index] as LabStep;
  const { page } = visit;
  if (step.kind !== 'event') return;
  const { event } = step;
  const call = CALL_OF[event.type];
  const answer = call && answerFor(steps, index, call.actor);
  if (call) await shapeCall(visit, call.path, answer);
  const dialog = dialogOf(page);
  switch (event.type) {
    case 'auth.show':
      await page
        .getByRole('banner')
        .getByRole('button', { name: event.mode === 'signup' ? 'Start for free' : 'Sign In', exact: true })
        .click();
      return;
    case 'auth.switch':
      await dialog
        .getByRole('button', {
          name: event.mode === 'login' ? 'Already have an account? Log in' : "Don't have an account? Sign up",
        })
        .click();
      return;
    case 'signup.code.send': {
      const status = answer?.outcome === 'reject' ? (answer.value as { status?: number }).status : null;
      // An address that already has an account: the server's 409.
      if (status === 409) await registerThroughApi(page.request, visit.email, PASSWORD);
      visit.asLab.push([visit.email, labEmail]);
      await dialog.getByLabel('Email').fill(visit.email);
      await dialog.getByRole('button', { name: 'Send code', exact: true }).click();
      // A visitor types the code once it is mailed: the answer's toast is in before the next step,
      // not raised after it as if that step had.
      if (answer?.outcome === 'resolve')
        await expect(toastsOf(page).getByText(CODE_SENT_MESSAGE, { exact: true })).toBeVisible();
      return;
    }
    case 'signup.continue': {
      const labCode = String(event.code);
      const right = await outboxCode(page.request, visit.email);
      const wrong = answer?.outcome === 'reject' && (answer.value as { status?: number }).status === 400;
      // A wrong code: the lab's example one, unless the server happened to send exactly that.
      const typed = wrong ? (right === labCode ? '000000' : labCode) : right;
      if (typed !== labCode) visit.asLab.push([typed, labCode]);
      await dialog.getByLabel('Verification code').fill(typed);
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      return;
    }
    case 'signup.submit':
      await dialog.getByLabel('Password').fill(String(event.password));
      await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
      return;
    case 'login.submit': {
      const password = String(event.password);
      // The lab's answer is a signed-in session: the account exists, with the password typed.
      if (answer?.outcome === 'resolve') await registerThroughApi(page.request, visit.email, password);
      visit.asLab.push([visit.email, String(event.email)]);
      await dialog.getByLabel('Email').fill(visit.email);
      await dialog.getByLabel('Password').fill(password);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      return;
    }
    case 'contact.open': {
      // "Contact sales" opens the dialog empty (the hero's work e-mail starts sign-up instead): the
      // e-mail an opening carries is typed by the visitor, and reads the same in the form.
      if (event.askForTime !== undefined)
        throw new Error(
          `No visitor's way to open the contact dialog with ${JSON.stringify(event)} is written here`,
        );
      await page.goto('/contact');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Contact sales', exact: true }).click();
      if (typeof event.email === 'string') await dialog.getByLabel(/^Work Email/).fill(event.email);
      return;
    }
    case 'contact.submit': {
      await dialog.getByLabel(/^First Name/).fill(String(event.firstname));
      await dialog.getByLabel(/^Last Name/).fill(String(event.lastname));
      await dialog.getByLabel(/^Work Email/).fill(String(event.email));
      // Typed as a visitor does: the country's dial code is there, the national number follows.
      const national = /^\(\+\d+\) (\d+)$/.exec(String(event.phone_number))?.[1] ?? '';
      await dialog.getByLabel(/^Phone Number/).pressSequentially(national);
      await dialog.getByRole('button', { name: 'Get started' }).click();
      return;
    }
    // Google's script (the test's stand-in, or its failure) is set up with the visit: it loads by itself.
    case 'google.script.loaded':
    case 'google.script.failed':
      return;
    case 'google.credential':
      await dialog.getByRole('button', { name: 'Continue with Google' }).click();
      return;
    case 'demo.open':
      await page.getByRole('banner').getByRole('button', { name: 'Book a demo' }).click();
      return;
    default:
      throw new Error(`No visitor's way to send ${event.type} on the site is written here`);
  }
}

/** How a visitor brings a flow's component on screen before its first step: the card's dialog. */
const OPEN_ON_SITE: Record<string, (page: Page) => Promise<void>> = {
  signup: (page) =>
    page.getByRole('banner').getByRole('button', { name: 'Start for free', exact: true }).click(),
  login: (page) => page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click(),
  googleSignIn: (page) =>
    page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click(),
};

/** Where each flow's component is on a page: the same locator on the site and in the lab's screen. */
const COMPONENT: Record<string, (root: Page | Locator) => Locator> = {
  signup: (root) => root.getByRole('form', { name: 'Sign up' }).locator('..'),
  login: (root) => root.getByRole('form', { name: 'Sign in' }),
  authDialog: (root) => root.getByRole('dialog'),
  contact: (root) => root.getByRole('dialog'),
  demoDialog: (root) => root.getByRole('dialog'),
  googleSignIn: (root) => root.getByRole('dialog'),
};

/**
 * Google's script for a page: the test's stand-in (a "Continue with Google" button handing over an ID
 * token signed by the test identity provider) in the Google flow, its failure where the flow's way
 * says the script failed, and elsewhere held on its way, so the dialog keeps its disabled stand-in.
 */
async function googleScriptFor(page: Page, flow: string, steps: readonly LabStep[], email: string) {
  if (flow !== 'googleSignIn') {
    await page.route(`${GOOGLE_SCRIPT_URL}*`, () => undefined);
    return;
  }
  if (steps.some((step) => step.kind === 'event' && step.event.type === 'google.script.failed'))
    return failGoogleScript(page);
  const credential = await signGoogleIdToken({ email, given_name: 'Ada', family_name: 'Lovelace' });
  await serveGoogleStandIn(page, { credential });
}

async function openVisit(
  browser: Browser,
  flow: string,
  steps: readonly LabStep[],
): Promise<{ context: BrowserContext; visit: SiteVisit }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: WIDTHS.desktop, height: 900 },
  });
  const page = await context.newPage();
  // The page's own clock, so that a running countdown can be held while it is read.
  await page.clock.install();
  await recordToasts(page);
  await holdCallsInPage(page);
  const email = uniqueEmail('lab-site');
  await googleScriptFor(page, flow, steps, email);
  // The hand-off to ARP is answered "No Content", which the browser takes as a navigation cancelled:
  // the page stays as the visitor saw it when the flow handed off (a request held unanswered would
  // leave the page navigating, where nothing can be read).
  await page.route('**/arp/**', (route) => route.fulfill({ status: 204 }));
  await page.goto('/');
  await waitForApp(page);
  return { context, visit: { page, email, asLab: [], held: [] } };
}

const COUNTDOWN = /Resend in (\d+)s/;

/**
 * A running countdown ticks on the site and stands still in the lab. As soon as it shows on the site
 * (right after "Send code", before any later call is held: a held call meets the client's 30 s budget
 * in real time), the site's clock is paused, then whichever side shows more seconds is moved on to the
 * other's: the site's clock by running its timers, the lab's by its "Advance 1 s".
 */
async function matchCountdown(
  site: Page,
  readSite: () => Promise<string>,
  lab: Page,
  labComponent: Locator,
): Promise<boolean> {
  const labSeconds = Number(COUNTDOWN.exec(await visibleText(labComponent))?.[1] ?? Number.NaN);
  if (Number.isNaN(labSeconds)) return false;
  await expect.poll(async () => COUNTDOWN.test(await readSite())).toBe(true);
  // A moment ahead of the page's clock: the round trip to pause it takes time of its own.
  await site.clock.pauseAt(await site.evaluate(() => Date.now() + 1000));
  const siteSeconds = Number(COUNTDOWN.exec(await readSite())?.[1]);
  if (siteSeconds > labSeconds) await site.clock.runFor((siteSeconds - labSeconds) * 1000);
  for (let second = siteSeconds; second < labSeconds; second++)
    await lab.getByRole('button', { name: 'Advance 1 s', exact: true }).click();
  return true;
}

/** Shows the lab's screen as the device, and gives the site's window the device's width. */
async function asDevice(lab: Page, site: Page | null, device: Device) {
  await lab.getByRole('button', { name: DEVICE_BUTTON[device], exact: true }).click();
  await expect(lab.locator('iframe[data-lab-screen]')).toHaveAttribute('data-width', device);
  await site?.setViewportSize({ width: WIDTHS[device], height: 900 });
}

/** A component's text with the toasts of the step below it. */
const withToasts = (component: string, toasts: string) => `${component}\n[toasts]\n${toasts}`;

/** The toasts of the lab's shown step, once the screen has raised them (they leave after 3 s). */
async function labToasts(lab: Page): Promise<string> {
  await lab.waitForTimeout(300);
  return toastText(labFrame(lab));
}

/** Every "Go to" entry of a flow, on the lab and on the site, compared at both widths. */
async function compareFlow(lab: Page, browser: Browser, flow: string) {
  await lab.setViewportSize({ width: 1920, height: 1080 });
  await googleScriptFor(lab, flow, [], uniqueEmail('lab'));
  await lab.goto(`/flows/${flow}`);
  const crumbs = await goToCrumbs(lab);
  expect(crumbs.length, flow).toBeGreaterThan(1);
  const component = COMPONENT[flow] as (root: Page | Locator) => Locator;
  const readLab = (toasts: string) => async () =>
    withToasts(await visibleText(component(labFrame(lab))), toasts);
  // Entries with the same steps (a compound state and its first child) meet the same site.
  const seen = new Map<string, Record<Device, string>>();
  for (const entry of crumbs) {
    await test.step(`${flow}: ${entry}`, async () => {
      await asDevice(lab, null, 'desktop');
      const steps = await labGoTo(lab, entry);
      const toasts = await labToasts(lab);
      const why = steps
        .map((step, index) => {
          if (step.kind !== 'event') return null;
          const call = CALL_OF[step.event.type];
          return call ? unreachable(answerFor(steps, index, call.actor)) : null;
        })
        .find(Boolean);
      if (why) {
        test.info().annotations.push({
          type: 'not reachable on the site',
          description: `${flow}: ${entry}: ${why}`,
        });
        return;
      }
      const key = JSON.stringify(steps);
      const known = seen.get(key);
      if (known !== undefined) {
        for (const device of ['desktop', 'phone'] as const) {
          await asDevice(lab, null, device);
          await expectSameText(async () => known[device], readLab(toasts), `${flow}: ${entry} (${device})`);
        }
        return;
      }
      const labEmail =
        steps.flatMap((step) =>
          step.kind === 'event' && typeof step.event.email === 'string' ? [step.event.email] : [],
        )[0] ?? '';
      const { context, visit } = await openVisit(browser, flow, steps);
      try {
        await OPEN_ON_SITE[flow]?.(visit.page);
        const read = siteText(component(visit.page), visit.asLab);
        const readSite = async () => withToasts(await read(), await raisedToasts(visit.page));
        const lastEvent = steps.findLastIndex((step) => step.kind === 'event');
        let paused = false;
        for (let index = 0; index < steps.length; index++) {
          // The toasts compared are those of the way's last event and what followed it.
          if (index === lastEvent) await forgetToasts(visit.page);
          await takeOnSite(visit, steps, index, labEmail);
          const step = steps[index] as LabStep;
          if (step.kind === 'event' && step.event.type === 'signup.code.send')
            paused = await matchCountdown(visit.page, read, lab, component(labFrame(lab)));
        }
        if (lastEvent === -1) await forgetToasts(visit.page);
        // A held call's client also counts its 30 s on the page's clock: that stands still while it is read.
        if (visit.held.length > 0 && !paused)
          await visit.page.clock.pauseAt(await visit.page.evaluate(() => Date.now() + 1000));
        // With no countdown left to hold, the site's time runs again (a closing dialog fades out on it).
        else if (
          paused &&
          visit.held.length === 0 &&
          !COUNTDOWN.test(await visibleText(component(labFrame(lab))))
        )
          await visit.page.clock.resume();
        const shown = {} as Record<Device, string>;
        for (const device of ['desktop', 'phone'] as const) {
          await asDevice(lab, visit.page, device);
          shown[device] = await expectSameText(readSite, readLab(toasts), `${flow}: ${entry} (${device})`);
        }
        // A countdown's seconds are the moment's: only a still screen is met again.
        if (!COUNTDOWN.test(shown.desktop)) seen.set(key, shown);
      } finally {
        for (const release of visit.held) await release();
        await context.close();
      }
    });
  }
}

test.describe('the lab screen reads as the site, for every Go to entry', () => {
  for (const flow of ['signup', 'login', 'googleSignIn', 'authDialog', 'contact', 'demoDialog']) {
    test(`${flow} at phone and desktop widths`, async ({ page, browser }) => {
      // A visit of the site per entry, read at both widths: minutes on a busy machine.
      test.setTimeout(1_800_000);
      await compareFlow(page, browser, flow);
    });
  }
});

test.describe('consent, against a build that asks for it', () => {
  let consentSite: Awaited<ReturnType<typeof startConsentSite>>;
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    consentSite = await startConsentSite();
  });
  test.afterAll(async () => {
    await consentSite?.stop();
  });

  const banner = (root: Page | Locator) =>
    root
      .getByRole('region', { name: 'Cookies on this site' })
      .or(root.getByRole('dialog', { name: 'Cookie settings' }));

  /** The consent flow's entries: each a visitor's way on the consent build, or why there is none. */
  const VISITOR_WAYS: Record<string, string | ((page: Page) => Promise<void>)> = {
    unknown:
      'the saved choice is read from the browser at once as the page starts: no visitor sees the moment before',
    'unknown › reading':
      'the saved choice is read from the browser at once as the page starts: no visitor sees the moment before',
    asking: async () => {},
    'asking › banner': async () => {},
    'asking › settings': async (page) => {
      await banner(page).getByRole('button', { name: 'Customize' }).click();
    },
    decided: async (page) => chooseFunctionalOnly(page),
    changing: async (page) => {
      await chooseFunctionalOnly(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    },
  };

  /** The lab's stored choice (functional on, marketing off), made by the visitor on an earlier visit. */
  async function chooseFunctionalOnly(page: Page) {
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.getByRole('switch', { name: 'Functional' }).check();
    await settings.getByRole('button', { name: 'Save choices' }).click();
    await expect(settings).toBeHidden();
    await page.reload();
    await waitForApp(page);
  }

  test('consent at phone and desktop widths', async ({ page: lab, browser }) => {
    test.setTimeout(600_000);
    await lab.setViewportSize({ width: 1920, height: 1080 });
    await lab.goto('/flows/consent');
    const crumbs = await goToCrumbs(lab);
    expect(crumbs.sort()).toEqual(Object.keys(VISITOR_WAYS).sort());
    for (const entry of crumbs) {
      await test.step(`consent: ${entry}`, async () => {
        await asDevice(lab, null, 'desktop');
        await labGoTo(lab, entry);
        const way = VISITOR_WAYS[entry];
        if (typeof way === 'string') {
          test.info().annotations.push({
            type: 'not reachable on the site',
            description: `consent: ${entry}: ${way}`,
          });
          return;
        }
        const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
        const page = await context.newPage();
        try {
          await page.goto(CONSENT_SITE.url);
          await waitForApp(page);
          await way?.(page);
          for (const device of ['desktop', 'phone'] as const) {
            await asDevice(lab, page, device);
            await expectSameText(
              siteText(banner(page), []),
              banner(labFrame(lab)),
              `consent: ${entry} (${device})`,
            );
          }
        } finally {
          await context.close();
        }
      });
    }
  });
});
