import type { Page } from '@playwright/test';
import { type AnyStateMachine, type AnyStateNode, createActor } from 'xstate';
import { loadMachines } from '../../scripts/build/viteImport';
import { expect, test } from './support/test';

const machines = await loadMachines();

// With "Code names" off, the lab's page reads in words: every panel, list and the chart. A code id
// is a name the machines give in code (a machine id, a state key, an event type, an invoked call or
// its id, a guard, an action, a delay, a context field) that no English word spells: it has a capital
// after its first letter (`codeSent`), a dot, an underscore or a digit (`auth.show`, `phone_number`,
// `step1`); and any of XState's own names (`xstate.`) or JSON (`{"`, `":`).

const SHOTS = 'test-results/flow-lab';
const LOOKS_LIKE_CODE = /.[A-Z]|[._]|\d/;
const JSON_OR_XSTATE = /\{"|":|xstate\./;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

/** Every machine of the registry and the child machines they invoke. */
function allMachines(): AnyStateMachine[] {
  const found = new Set<AnyStateMachine>();
  const visit = (machine: AnyStateMachine) => {
    if (found.has(machine)) return;
    found.add(machine);
    for (const logic of Object.values(machine.implementations.actors)) if (isMachine(logic)) visit(logic);
  };
  for (const entry of machines) visit(entry.machine);
  return [...found];
}

function namesOf(machine: AnyStateMachine, input: unknown): string[] {
  const names = [machine.id];
  const visit = (node: AnyStateNode) => {
    names.push(node.key, ...node.transitions.keys());
    for (const invoked of node.invoke)
      names.push(invoked.id, ...(typeof invoked.src === 'string' ? [invoked.src] : []));
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  const { actors, guards, actions, delays } = machine.implementations;
  names.push(...Object.keys(actors), ...Object.keys(guards), ...Object.keys(actions), ...Object.keys(delays));
  try {
    names.push(...Object.keys(createActor(machine, { input }).getSnapshot().context ?? {}));
  } catch {
    // A machine that cannot start without its site adds no context names.
  }
  return names;
}

const CODE_IDS = new Set(
  allMachines()
    .flatMap((machine) => namesOf(machine, machines.find((entry) => entry.machine === machine)?.exampleInput))
    .filter((name) => LOOKS_LIKE_CODE.test(name)),
);

/** The code ids and JSON in the page's visible text (the screen's frame, the site's own, aside). */
async function codeSeen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const chartText = [...document.querySelectorAll('svg text')]
      .filter((node) => (node as SVGGraphicsElement).getBBox().width > 0)
      .map((node) => node.textContent ?? '');
    return [document.body.innerText, ...chartText].join('\n');
  });
  const tokens = text.match(/[A-Za-z_$][\w$]*(?:\.[\w$]+)*/g) ?? [];
  const found = new Set(tokens.filter((token) => CODE_IDS.has(token)));
  for (const line of text.split('\n')) if (JSON_OR_XSTATE.test(line)) found.add(line.trim());
  return [...found];
}

const machineList = (page: Page) => page.getByRole('navigation', { name: 'Machines' });
const diagram = (page: Page) => page.getByRole('img', { name: 'Statechart' }).first();
const goToList = (page: Page) => page.getByRole('list', { name: 'States' });

test.describe('the flow lab in words (code names off)', () => {
  test('the code ids are known: the check would find them', () => {
    for (const name of ['signup.code.send', 'sendVerifyCode', 'codeSent', 'step1', 'isNotCountingDown'])
      expect(CODE_IDS).toContain(name);
  });

  test("no code id shows on any flow's page, at its start and after its longest Go-to path", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows');
    await expect(page.getByRole('switch', { name: 'Code names' }).first()).not.toBeChecked();
    const seen: Record<string, string[]> = {};
    for (const entry of machines) {
      await machineList(page)
        .getByRole('button', { name: new RegExp(`^${entry.name}`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: entry.name })).toBeVisible();
      await expect(diagram(page).locator('[data-state]').first()).toBeAttached();
      const atStart = await codeSeen(page);
      const entries = goToList(page).getByRole('button');
      const count = await entries.count();
      let afterPath: string[] = [];
      if (count > 0) {
        await entries.nth(count - 1).click();
        await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem').nth(1)).toBeAttached();
        afterPath = await codeSeen(page);
      }
      const found = [...new Set([...atStart, ...afterPath])];
      if (found.length > 0) seen[entry.id] = found;
    }
    expect(seen).toEqual({});
  });

  test('the same page with code names on shows the code, and the switch holds for every panel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/flows');
    await machineList(page)
      .getByRole('button', { name: /^Sign-up/ })
      .click();
    await goToList(page)
      .getByRole('button', { name: 'Go to step1 › codeRequest › sending', exact: true })
      .click();
    await page.screenshot({ path: `${SHOTS}/words-signup-1920.png` });
    expect(await codeSeen(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Code names' }).first().check();
    const shown = await codeSeen(page);
    for (const name of ['sendVerifyCode', 'signup.code.send', 'step1', 'codeRequest'])
      expect(shown).toContain(name);
    await page.screenshot({ path: `${SHOTS}/code-names-signup-1920.png` });
    await page.getByRole('switch', { name: 'Code names' }).first().uncheck();
  });

  test("a union field is a choice of the machine's values; the log travels back by a button that says what it drops", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/flows');
    await machineList(page)
      .getByRole('button', { name: /^Auth dialog/ })
      .click();
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByRole('combobox', { name: 'Mode' }).click();
    await expect(page.getByRole('option')).toHaveText(['login', 'signup']);
    await page.getByRole('option', { name: 'signup' }).click();
    await page.getByRole('button', { name: 'Send auth.show' }).click();
    await expect(page.getByLabel('State value', { exact: true })).toHaveAttribute(
      'data-value',
      /"open":"(signup|loading)"|"loading"/,
    );
    const start = page.getByRole('listitem', { name: 'Step 0: start' });
    // The screen's own steps (the dialog's Google child loading) may follow the event.
    await expect(start).toContainText(/the next step you take there drops steps? 1\b/);
    await page.screenshot({ path: `${SHOTS}/words-auth-dialog-1440.png` });
    await start.getByRole('button', { name: 'Back to step 0' }).click();
    await expect(page.getByLabel('State value', { exact: true })).toHaveAttribute('data-value', '"closed"');
  });
});
