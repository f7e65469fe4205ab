import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { calculateRoi } from '../../contract/roiFormula';
import { defaultValues, ROI_MESSAGES, type RoiValues, validateRoi } from '../../contract/roiInputs';
import { formatDollars } from '../../contract/usNumbers';
import { paidPlans, roiCalculatorPlans } from '../../src/content/pricing';
import { waitForApp } from './support/authFlows';
import { collectPageProblems } from './support/pageProblems';
import { expect, test } from './support/test';

// /RoiCalculator: results as you type, messages and the stale mark, shared links, contact, print.

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

const OFFICE_USERS = 'Office users (paid seats)';
const FIELD_USERS = 'Field users (free seats)';
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const figure = (page: Page, id: string) => page.getByTestId(`roi-${id}`);

/** What the calculator computes for these figures (the defaults, changed), with the plans of the pricing. */
function expectedResult(changes: Partial<RoiValues>) {
  const { plans, defaultPlan } = roiCalculatorPlans();
  const validation = validateRoi({ ...defaultValues(defaultPlan), ...changes }, plans);
  if (!validation.ok) throw new Error(`invalid figures: ${JSON.stringify(validation.errors)}`);
  return calculateRoi(validation.inputs);
}

async function expectNoBrokenFigure(page: Page) {
  const text = (await page.locator('#main').innerText()).replace(/\s+/g, ' ');
  expect(text).not.toMatch(/NaN|Infinity|undefined|\$-/);
  for (const id of ['hours', 'saved', 'onetime', 'cost', 'net', 'payback', 'percent', 'total']) {
    await expect(figure(page, id)).not.toHaveText('');
  }
}

test.describe('ROI calculator', () => {
  test('typing changes the results and the URL', async ({ page }) => {
    const problems = collectPageProblems(page);
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    const business = paidPlans.find((plan) => plan.id === 'business');
    await expect(figure(page, 'cost')).toHaveText(formatDollars(25 * (business?.pricePerUser.yearly ?? 0)));

    await field(page, OFFICE_USERS).fill('50');
    await expect(figure(page, 'cost')).toHaveText(formatDollars(50 * (business?.pricePerUser.yearly ?? 0)));
    await expect(page).toHaveURL(/[?&]office=50(&|$)/);
    // Field users hold free seats: more of them change the link, not the plan's cost.
    await field(page, FIELD_USERS).fill('300');
    await expect(page).toHaveURL(/[?&]field=300(&|$)/);
    await expect(figure(page, 'cost')).toHaveText(formatDollars(50 * (business?.pricePerUser.yearly ?? 0)));
    await expect(figure(page, 'cost').locator('..')).toContainText('50 paid seats; 300 field users free');
    await field(page, 'People whose time Aden saves').fill('40');
    await field(page, 'Tools Aden replaces').fill('600');
    await expect(page).toHaveURL(/[?&]team=40&.*tools=600(&|$)/);
    const expected = expectedResult({
      officeUsers: '50',
      fieldUsers: '300',
      people: '40',
      replacedToolsPerMonth: '600',
    });
    await expect(figure(page, 'saved')).toHaveText(formatDollars(expected.costSavedPerYear));
    await expect(figure(page, 'onetime')).toHaveText(formatDollars(expected.oneTimeCost));
    await expect(figure(page, 'net')).toHaveText(formatDollars(expected.netSaving));

    await page.getByRole('button', { name: '36 months' }).click();
    await expect(page.getByRole('term').filter({ hasText: 'Net saving over 36 months' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]months=36(&|$)/);
    await expect(page.getByTestId('chart-summary')).toContainText('Over 36 months');
    await expectNoBrokenFigure(page);
    expect(problems).toEqual([]);
  });

  test('an invalid value shows its message and marks the last valid result stale', async ({ page }) => {
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    await field(page, 'People whose time Aden saves').fill('40');
    const before = await figure(page, 'saved').innerText();
    await expect(page.getByTestId('roi-stale')).toHaveCount(0);

    await field(page, 'People whose time Aden saves').fill('20000');
    await expect(page.getByText(ROI_MESSAGES.people)).toBeVisible();
    await expect(field(page, 'People whose time Aden saves')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('roi-stale')).toBeVisible();
    await expect(figure(page, 'saved')).toHaveText(before);

    await field(page, 'Loaded hourly cost').fill('');
    await expect(page.getByText(ROI_MESSAGES.hourlyCost)).toBeVisible();
    await expectNoViolations(page);

    await expectNoBrokenFigure(page);

    await field(page, 'People whose time Aden saves').fill('40');
    await field(page, 'Loaded hourly cost').fill('45');
    await expect(page.getByTestId('roi-stale')).toHaveCount(0);
    await expect(page.getByText(ROI_MESSAGES.people)).toHaveCount(0);
  });

  test('payback counts the one-time costs, and 300 office users offer the Enterprise path', async ({
    page,
  }) => {
    // The team: 15 people x 10 hours x $55 on Business, 15 office users.
    await page.goto('/RoiCalculator?team=15&hours=10&rate=55&office=15&plan=business');
    await waitForApp(page);
    const expected = expectedResult({
      people: '15',
      manualHoursPerWeek: '10',
      hourlyCost: '55',
      officeUsers: '15',
    });
    expect(expected.paybackMonth).toBeGreaterThan(1);
    await expect(figure(page, 'onetime')).toHaveText(formatDollars(expected.oneTimeCost));
    await expect(figure(page, 'payback')).toContainText(`Month ${expected.paybackMonth}`);
    // The figure's note, beside its value in the same definition.
    await expect(figure(page, 'payback').locator('..')).toContainText('one-time costs included');

    await field(page, OFFICE_USERS).fill('300');
    await expect(
      page.getByText('Business takes up to 250 office users: ask for an Enterprise estimate'),
    ).toBeVisible();
    await expect(field(page, OFFICE_USERS)).toHaveAttribute('aria-invalid', 'true');
    const notice = page.getByTestId('roi-enterprise');
    await expect(notice).toContainText('This many office users are on Enterprise');
    await notice.getByRole('button', { name: 'Ask for an Enterprise estimate' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
  });

  test('the plan menu offers the priced plans and says why Free Forever has no estimate', async ({
    page,
  }) => {
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    const options = page.getByRole('combobox', { name: 'Plan' }).getByRole('option');
    await expect(options).toHaveText([
      'Free Forever: free for up to 3 office users, so there is nothing to pay back',
      /^Team: \$\d+ per seat a month$/,
      /^Business: \$\d+ per seat a month$/,
    ]);
    await expect(options.first()).toBeDisabled();
    await expect(options.nth(1)).toBeEnabled();
    // Enterprise is a way to ask, not a disabled option.
    await page.getByRole('button', { name: 'Ask for an Enterprise estimate' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact Sales' })).toBeVisible();
  });

  test('a loss is shown plainly with what would change it', async ({ page }) => {
    await page.goto('/RoiCalculator?team=10&hours=1&rate=120&automated=10&plan=business&office=10&months=12');
    await waitForApp(page);
    const expected = expectedResult({
      people: '10',
      manualHoursPerWeek: '1',
      hourlyCost: '120',
      automationPercent: '10',
      officeUsers: '10',
      horizonMonths: '12',
    });
    expect(expected.netSaving).toBeLessThan(0);
    const loss = formatDollars(-expected.netSaving);
    await expect(page.getByRole('term').filter({ hasText: 'Net loss over 12 months' })).toBeVisible();
    await expect(figure(page, 'net')).toHaveText(loss);
    await expect(page.getByTestId('roi-loss')).toContainText(`A loss of ${loss} over 12 months`);
    await expect(figure(page, 'payback')).toContainText(`Month ${expected.paybackMonth}`);
    await expectNoBrokenFigure(page);
    await expectNoViolations(page);
  });

  test('a copied link restores the inputs and the estimate', async ({ page, context, browserName }) => {
    test.skip(browserName !== 'chromium');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    await field(page, 'People whose time Aden saves').fill('20');
    await field(page, 'Manual work per person').fill('7.5');
    await field(page, 'Loaded hourly cost').fill('62');
    await field(page, 'Share Aden automates').fill('45');
    await page.getByRole('combobox', { name: 'Plan' }).selectOption('team');
    await field(page, OFFICE_USERS).fill('22');
    await field(page, FIELD_USERS).fill('90');
    await field(page, 'Tools Aden replaces').fill('450');
    await page.getByRole('button', { name: '12 months' }).click();
    const net = await figure(page, 'net').innerText();

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(
      /\/RoiCalculator\?team=20&hours=7\.5&rate=62&automated=45&plan=team&office=22&field=90&tools=450&months=12$/,
    );

    const shared = await context.newPage();
    const problems = collectPageProblems(shared);
    await shared.goto(link);
    await waitForApp(shared);
    await expect(field(shared, 'People whose time Aden saves')).toHaveValue('20');
    await expect(field(shared, OFFICE_USERS)).toHaveValue('22');
    await expect(field(shared, FIELD_USERS)).toHaveValue('90');
    await expect(field(shared, 'Tools Aden replaces')).toHaveValue('450');
    await expect(field(shared, 'Manual work per person')).toHaveValue('7.5');
    await expect(field(shared, 'Loaded hourly cost')).toHaveValue('62');
    await expect(field(shared, 'Share Aden automates')).toHaveValue('45');
    await expect(shared.getByRole('combobox', { name: 'Plan' })).toHaveValue('team');
    await expect(shared.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
    await expect(figure(shared, 'net')).toHaveText(net);
    expect(problems).toEqual([]);
  });

  test('without JavaScript the page shows the default estimate and how it is calculated', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/RoiCalculator');
    await expect(field(page, 'People whose time Aden saves')).toHaveValue('20');
    await expect(field(page, OFFICE_USERS)).toHaveValue('25');
    await expect(figure(page, 'cost')).toBeVisible();
    await expect(figure(page, 'cost')).toHaveText('$1,225');
    await expect(page.getByRole('heading', { name: 'How we calculate this' })).toBeVisible();
    await context.close();
  });

  test('"Email me this estimate" asks only for an e-mail and the estimate arrives with its inputs and link', async ({
    page,
    request,
  }) => {
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    await field(page, 'People whose time Aden saves').fill('30');
    await field(page, OFFICE_USERS).fill('40');
    await page.getByRole('button', { name: 'Email me this estimate' }).click();
    const form = page.getByRole('form', { name: 'Email me this estimate' });
    await expect(form).toBeVisible();
    // One field, the address: no phone, no name.
    await expect(form.getByRole('textbox')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel(/phone/i)).toHaveCount(0);

    await form.getByRole('button', { name: 'Send the estimate' }).click();
    await expect(form.getByText('Please input your email')).toBeVisible();
    const email = `cfo-${Date.now()}@builder.example`;
    await form.getByRole('textbox', { name: 'Work email' }).fill(email);
    await form.getByRole('button', { name: 'Send the estimate' }).click();
    const sent = page.getByTestId('roi-estimate-sent');
    await expect(sent).toContainText(`Your estimate is on its way to ${email}`);

    const outbox = await (await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`)).json();
    expect(outbox.messages).toHaveLength(1);
    const text: string = outbox.messages[0].text;
    const expected = expectedResult({ people: '30', officeUsers: '40' });
    expect(text).toContain('- People whose time Aden saves: 30');
    expect(text).toContain('- Office users (paid seats): 40');
    expect(text).toContain('- Field users (free seats): 40');
    expect(text).toContain(
      `- One-time costs (implementation, migration, training): ${formatDollars(expected.oneTimeCost)}`,
    );
    expect(text).toContain(`- Net saving over 24 months: ${formatDollars(expected.netSaving)}`);
    const link = text.match(/Open it again, change it or share it: (\S+)/)?.[1] ?? '';
    expect(link).toBe(page.url());
    expect(link).toMatch(/\/RoiCalculator\?team=30&.*office=40/);

    // A call is offered after sending, never before.
    await sent.getByRole('button', { name: 'Book a call' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the prerendered page draws the default chart as plain SVG, with the default figures', async ({
    request,
  }) => {
    const html = await (await request.get('/RoiCalculator')).text();
    const caption = html.match(/data-testid="chart-summary"[^>]*>([^<]+)</)?.[1];
    expect(caption).toContain('Over 24 months');
    const drawing = html.match(/<svg[^>]*data-testid="static-savings-chart"[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(drawing).toContain(`<title>${caption}</title>`);
    expect(drawing.match(/<polyline/g)).toHaveLength(2);
  });

  test('on a phone the chart library loads only when the chart nears the screen, in its kept place', async ({
    page,
  }) => {
    const chartChunks: string[] = [];
    page.on('request', (request) => {
      if (/SavingsLineChart|x-charts/i.test(request.url())) chartChunks.push(request.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    const figure = page.locator('figure').filter({ has: page.getByTestId('chart-summary') });
    const lines = figure.locator('.MuiLineChart-line, .MuiLineElement-root');
    const drawing = figure.getByTestId('static-savings-chart');
    await expect(page.getByTestId('chart-summary')).toContainText('Over 24 months');
    await expect(drawing).toBeVisible();
    // Typed before the chart's chunk is in: the plain drawing follows the result.
    const lineShapes = () =>
      drawing
        .locator('polyline')
        .evaluateAll((shapes) => shapes.map((shape) => shape.getAttribute('points')));
    const before = await lineShapes();
    await field(page, 'Loaded hourly cost').fill('20');
    await expect.poll(lineShapes).not.toEqual(before);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(chartChunks).toEqual([]);
    const kept = await figure.boundingBox();
    await figure.scrollIntoViewIfNeeded();
    await expect(lines).toHaveCount(2);
    await expect(drawing).toHaveCount(0);
    expect(chartChunks.length).toBeGreaterThan(0);
    const swapped = await figure.boundingBox();
    expect(swapped?.height).toBe(kept?.height);
    expect(swapped?.width).toBe(kept?.width);
  });

  test('Print draws the chart before printing when it has not loaded yet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printedLines = String(
          document.querySelectorAll('figure .MuiLineChart-line, figure .MuiLineElement-root').length,
        );
      };
    });
    // Pressed without scrolling to it, so the chart is still far below the screen.
    await page.getByRole('button', { name: 'Print' }).dispatchEvent('click');
    await expect(page.locator('body')).toHaveAttribute('data-printed-lines', '2');
  });

  test('prints the inputs, the results and the chart, without the site around them', async ({ page }) => {
    await page.goto('/RoiCalculator');
    await waitForApp(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(field(page, 'People whose time Aden saves')).toBeVisible();
    await expect(figure(page, 'net')).toBeVisible();
    await expect(page.locator('#main svg').first()).toBeVisible();
    await expect(page.getByTestId('chart-summary')).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });
});
