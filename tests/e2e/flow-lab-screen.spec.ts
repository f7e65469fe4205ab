import type { Page } from '@playwright/test';
import { labFrame, toastsOf } from './support/labScreen';
import { expect, test } from './support/test';

// The flow lab's screen as product staff and QA use it: the wrong code one click away, a
// contact failure shared as a link with what was typed, every contact state on screen, the auth
// dialog's child states, fields the lab's own controls leave alone, and a desktop preview that reads.

const SHOTS = 'test-results/flow-lab-screen';

const machineList = (page: Page) => page.getByRole('navigation', { name: 'Machines' });
const goTo = (page: Page, crumbs: string) =>
  page
    .getByRole('list', { name: 'States' })
    .getByRole('button', { name: `Go to ${crumbs}`, exact: true })
    .click();
const stateValue = (page: Page) => page.getByLabel('State value');
const screenNote = (page: Page) =>
  labFrame(page).getByRole('note', { name: 'Nothing of the flow on screen' });

test.describe('the lab screen', () => {
  test('shows the wrong code on the sign-up card, with the server’s message, from clicks alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows');
    await machineList(page)
      .getByRole('button', { name: /^Sign-up\b/ })
      .click();
    await goTo(page, 'step1 › codeCheck › checking › answers 400');
    const frame = labFrame(page);
    await expect(frame.getByLabel('Verification code')).toHaveValue('123456');
    await expect(frame.getByRole('alert')).toHaveText('Incorrect verification code');
    // The HTTP client's toast of the failure, as the site's toaster shows it: its icon, its message
    // and its Dismiss button. The open dialog's modal hides the rest of the page from assistive
    // technology, the site's toaster included (on the site too), so the button is found among hidden ones.
    const toast = toastsOf(frame);
    await expect(toast).toHaveText('Incorrect verification code');
    await expect(toast.locator('svg').first()).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Dismiss', includeHidden: true })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await expect(frame.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // The same inside the auth dialog: its sign-up card, at the same step.
    await machineList(page)
      .getByRole('button', { name: /^Auth dialog\b/ })
      .click();
    await goTo(page, 'open › signup › signup: step1 › codeCheck › checking › answers 400');
    const dialog = frame.getByRole('dialog', { name: 'Sign up for Aden' });
    await expect(dialog.getByLabel('Verification code')).toHaveValue('123456');
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect verification code');
    await page.screenshot({ path: `${SHOTS}/wrong-code-1440.png` });
  });

  test("reaches the auth dialog's child states: the sign-up card at its first step, then the countdown", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/flows/authDialog');
    await goTo(page, 'open › signup');
    const dialog = labFrame(page).getByRole('dialog', { name: 'Sign up for Aden' });
    await expect(dialog.getByText('Step 1 of 2 · Verify your email')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveCount(0);

    await goTo(page, 'open › signup › signup: step1 › countdown › running');
    await expect(dialog.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await expect(toastsOf(labFrame(page))).toHaveText('Verification code sent to your email');
    await expect(dialog.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(dialog.getByLabel('Verification code')).toBeVisible();
    // The link holds the child's step: opened again, the dialog is where it was.
    expect(decodeURIComponent(page.url())).toContain('signup/signup.code.send{"email":"ada@example.com"}');
    await page.reload();
    await expect(dialog.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/auth-dialog-countdown-1920.png` });
  });

  test('shows every state of the contact flow', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/contact');
    const frame = labFrame(page);
    const dialog = frame.getByRole('dialog', { name: 'Contact Sales' });

    await goTo(page, 'closed');
    await expect(screenNote(page)).toContainText('The contact dialog is closed');
    await expect(frame.getByRole('dialog')).toHaveCount(0);

    await goTo(page, 'open › form');
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Get started' })).toBeEnabled();

    await goTo(page, 'open › submitting');
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');
    await expect(dialog.getByLabel(/^Last Name/)).toHaveValue('Lovelace');
    await expect(dialog.getByLabel(/^Work Email/)).toHaveValue('ada@example.com');
    await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue('202 555 0123');
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await goTo(page, 'open › submitting › no answer');
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Ada');
    await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue('202 555 0123');
    await expect(dialog.getByRole('button', { name: 'Get started' })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/contact-failed-1440.png` });

    await goTo(page, 'open › scheduling');
    await expect(frame.getByRole('dialog', { name: 'Pick a time with our team' })).toBeVisible();
    await expect(frame.getByTitle('Schedule a call with Aden')).toBeAttached();

    // Sent from the events panel rather than the screen, the form shows what the event carried.
    await goTo(page, 'open › form');
    await page.getByLabel('contact.submit firstname').fill('Grace');
    await page.getByLabel('contact.submit lastname').fill('Hopper');
    await page.getByLabel('contact.submit email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send contact.submit' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '{"open":"submitting"}');
    await expect(dialog.getByLabel(/^First Name/)).toHaveValue('Grace');
    await expect(dialog.getByLabel(/^Work Email/)).toHaveValue('grace@example.com');
  });

  test('a shared "contact failed to send" link opens on the same screen, with the name and phone typed', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/contact');
    await goTo(page, 'open › form');
    // The tester types into the screen as a visitor, sends, and fails the call.
    const dialog = labFrame(page).getByRole('dialog', { name: 'Contact Sales' });
    await dialog.getByLabel(/^First Name/).fill('Grace');
    await dialog.getByLabel(/^Last Name/).fill('Hopper');
    await dialog.getByLabel(/^Work Email/).fill('grace@example.com');
    await dialog.getByLabel(/^Phone Number/).pressSequentially('2025550199');
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await expect(stateValue(page)).toHaveAttribute('data-value', '{"open":"submitting"}');
    await page
      .getByLabel('Answers for submitContact')
      .getByRole('button', { name: /^The server fails: Internal server error/ })
      .click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    const link = page.url();
    expect(new URL(link).searchParams.get('path')).toContain('reject:submitContact');

    // A colleague opens the link.
    const colleague = await context.newPage();
    await colleague.setViewportSize({ width: 1440, height: 900 });
    await colleague.goto(link);
    const shared = labFrame(colleague).getByRole('dialog', { name: 'Contact Sales' });
    await expect(shared.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(shared.getByLabel(/^First Name/)).toHaveValue('Grace');
    await expect(shared.getByLabel(/^Last Name/)).toHaveValue('Hopper');
    await expect(shared.getByLabel(/^Work Email/)).toHaveValue('grace@example.com');
    await expect(shared.getByLabel(/^Phone Number/)).toHaveValue('202 555 0199');
    await colleague.screenshot({ path: `${SHOTS}/contact-failed-link-1440.png` });
  });

  test("the lab's controls leave the screen's fields alone; the visitor's own blur still checks them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows/signup');
    const frame = labFrame(page);
    const email = frame.getByLabel('Email');
    await email.fill('ada@');
    // A lab control: the field keeps its text and shows no message no visitor would see.
    await page.getByRole('button', { name: 'Advance 1 s', exact: true }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(email).toHaveValue('ada@');
    await expect(frame.getByText('Please input a valid email')).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    // The visitor goes back to the field and leaves it for the card's own heading: the card checks
    // it, as on the site. The clock's button scrolled the lab's column past the screen, and the card's
    // dialog is fixed in the frame's window, where a scroll into view stops: the person scrolls back up.
    await page.locator('iframe[data-lab-screen]').scrollIntoViewIfNeeded();
    await email.click();
    await frame.getByText('Step 1 of 2 · Verify your email').click();
    await expect(frame.getByText('Please input a valid email')).toBeVisible();
  });

  for (const width of [1440, 1920]) {
    test(`the screen is a window of the device's width, whole in its column, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 1080 });
      await page.goto('/flows/authDialog');
      await goTo(page, 'open › signup › signup: step1 › countdown › running');
      const frame = labFrame(page);
      const iframe = page.locator('iframe[data-lab-screen]');
      const column = page.getByRole('region', { name: 'Screen' });
      for (const [device, pixels] of [
        ['Desktop', 1440],
        ['Phone', 390],
      ] as const) {
        await page.getByRole('button', { name: device, exact: true }).click();
        await expect(frame.getByRole('dialog', { name: 'Sign up for Aden' })).toBeVisible();
        // The site's media queries see the device's width: the frame is a window of that width.
        await expect.poll(() => frame.evaluate(() => window.innerWidth)).toBe(pixels);
        await page.waitForTimeout(400);
        // Scaled to the column, never cut: the whole frame is inside the column and the window.
        const box = await iframe.boundingBox();
        const room = await column.boundingBox();
        expect(box && room, device).toBeTruthy();
        if (!box || !room) return;
        expect(box.x, device).toBeGreaterThanOrEqual(room.x);
        expect(box.x + box.width, device).toBeLessThanOrEqual(Math.min(room.x + room.width, width) + 0.5);
        expect(Math.round(box.width / Number(await iframe.getAttribute('data-scale'))), device).toBe(pixels);
        // The lab's own buttons stay clear of the screen's column.
        for (const name of ['Copy as test', 'Copy link', 'Restart']) {
          const button = await page.getByRole('button', { name }).boundingBox();
          expect(button && button.x + button.width <= room.x, name).toBe(true);
        }
        await page.screenshot({ path: `${SHOTS}/${device.toLowerCase()}-preview-${width}.png` });
      }
    });
  }
});
