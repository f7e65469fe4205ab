// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authResponse, explorations } from '../../../../machines/coverage/explorations';
import { type MachineEntry, machines } from '../../../../machines/index';
import { statePaths } from '../../../../src/flow-lab/paths/statePaths';
import { copyAsTest } from '../../../../src/flow-lab/sandbox/copyAsTest';
import type { LabStep } from '../../../../src/flow-lab/sandbox/labSession';
import { LabTimeline } from '../../../../src/flow-lab/sandbox/labTimeline';
import { eventTemplates } from '../../../../src/flow-lab/sandbox/machineSources';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = (id: string) => machines.find((candidate) => candidate.id === id) as MachineEntry;

/** Drives the sandbox's timeline through `steps` and copies the path as a test. */
async function copied(id: string, steps: LabStep[], travelTo?: number): Promise<string> {
  const { machine, exampleInput } = entry(id);
  const timeline = await LabTimeline.create(machine, exampleInput);
  for (const step of steps) await timeline.apply(step);
  if (travelTo !== undefined) await timeline.travel(travelTo);
  const code = copyAsTest({ machineId: id, input: exampleInput, path: timeline.path() });
  timeline.stop();
  return code;
}

const signupPath: LabStep[] = [
  { kind: 'event', event: { type: 'signup.code.send', email: 'ada@example.com' } },
  { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} },
  { kind: 'advance', ms: 60_000 },
  { kind: 'event', event: { type: 'signup.continue', email: 'ada@example.com', code: '123456' } },
  { kind: 'answer', actor: 'checkVerifyCode', outcome: 'resolve', value: {} },
  { kind: 'event', event: { type: 'signup.submit', email: 'ada@example.com', password: 'correct-horse-9' } },
  { kind: 'answer', actor: 'register', outcome: 'reject', value: { message: 'Email already registered' } },
  { kind: 'event', event: { type: 'signup.submit', email: 'ada@example.com', password: 'correct-horse-9' } },
  { kind: 'answer', actor: 'register', outcome: 'resolve', value: authResponse() },
];
const contactPath: LabStep[] = [
  { kind: 'event', event: { type: 'contact.open', email: 'ada@example.com' } },
  {
    kind: 'event',
    event: {
      type: 'contact.submit',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone_number: '(+44) 2079460000',
      email: 'ada@example.com',
    },
  },
  { kind: 'answer', actor: 'submitContact', outcome: 'reject', value: { message: 'Server error' } },
  {
    kind: 'event',
    event: {
      type: 'contact.submit',
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone_number: '(+44) 2079460000',
      email: 'ada@example.com',
    },
  },
  { kind: 'answer', actor: 'submitContact', outcome: 'resolve', value: {} },
];

/** The auth dialog on its sign-up card, the card's steps sent to the child flow, to an account. */
const dialogPath: LabStep[] = [
  { kind: 'event', event: { type: 'auth.show', mode: 'signup' } },
  { kind: 'event', to: 'signup', event: { type: 'signup.code.send', email: 'ada@example.com' } },
  {
    kind: 'answer',
    actor: 'sendVerifyCode',
    outcome: 'resolve',
    value: { message: 'Verification code sent to your email' },
  },
  { kind: 'advance', ms: 1000 },
  {
    kind: 'event',
    to: 'signup',
    event: { type: 'signup.continue', email: 'ada@example.com', code: '000000' },
  },
  {
    kind: 'answer',
    actor: 'checkVerifyCode',
    outcome: 'reject',
    value: { status: 400, message: 'Incorrect verification code' },
  },
  {
    kind: 'event',
    to: 'signup',
    event: { type: 'signup.continue', email: 'ada@example.com', code: '123456' },
  },
  {
    kind: 'answer',
    actor: 'checkVerifyCode',
    outcome: 'resolve',
    value: { message: 'The verification code is valid', valid: true },
  },
  {
    kind: 'event',
    to: 'signup',
    event: { type: 'signup.submit', email: 'ada@example.com', password: 'correct-horse-9' },
  },
  { kind: 'answer', actor: 'register', outcome: 'resolve', value: authResponse() },
];

const written: string[] = [];
afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

function writeTest(name: string, code: string): string {
  const file = path.join(root, 'tests/machines', `lab-copy-${process.pid}-${name}.test.ts`);
  writeFileSync(file, code);
  written.push(file);
  return path.relative(root, file);
}

/** Every machine's longest "Go to" path, copied as a test. */
async function longestPaths(): Promise<{ id: string; code: string }[]> {
  const copies: { id: string; code: string }[] = [];
  for (const machine of machines) {
    const samples = explorations[machine.id as keyof typeof explorations].options.events ?? [];
    const paths = statePaths(machine.machine, machine.exampleInput, eventTemplates, samples);
    const longest = [...paths].sort((a, b) => b.steps.length - a.steps.length)[0];
    const timeline = await LabTimeline.create(machine.machine, machine.exampleInput);
    await timeline.replay(longest?.steps ?? []);
    copies.push({
      id: machine.id,
      code: copyAsTest({ machineId: machine.id, input: machine.exampleInput, path: timeline.path() }),
    });
    timeline.stop();
  }
  return copies;
}

describe('copy as test', () => {
  it('writes the path as a vitest test that checks the state and the changed context after each step', async () => {
    const code = await copied('contact', contactPath);
    expect(code).toContain("await lab.send({ type: 'contact.open', email: 'ada@example.com' });");
    expect(code).toContain("await lab.reject('submitContact', { message: 'Server error' });");
    expect(code).toContain("expect(lab.value()).toEqual({ open: 'scheduling' });");
    expect(code).toContain('expect(lab.context()).toMatchObject({ error: true });');
  });

  it('copies only the steps up to the entry travelled back to', async () => {
    const code = await copied('signup', signupPath, 2);
    expect(code).toContain('sendVerifyCode');
    expect(code).not.toContain('signup.continue');
  });

  it('sends a child flow’s steps to the child, and checks no ticking number', async () => {
    const code = await copied('authDialog', dialogPath);
    expect(code).toContain(
      "await lab.sendTo('signup', { type: 'signup.code.send', email: 'ada@example.com' });",
    );
    const signup = await copied('signup', signupPath);
    expect(signup).toContain('await lab.advance(60000);');
    expect(signup).toContain(
      "expect(lab.value()).toEqual({ step1: { codeRequest: 'idle', countdown: 'stopped'",
    );
    expect(signup).not.toContain('secondsLeft');
  });

  it('the copied tests pass biome check as saved and pass when run from tests/machines; a copy with a wrong state fails', async () => {
    const signup = await copied('signup', signupPath);
    const contact = await copied('contact', contactPath);
    const dialog = await copied('authDialog', dialogPath);
    const tampered = contact.replace("{ open: 'scheduling' }", "{ open: 'form' }");
    expect(tampered).not.toBe(contact);
    const files = [
      writeTest('signup', signup),
      writeTest('contact', contact),
      writeTest('tampered', tampered),
      writeTest('dialog', dialog),
    ];
    // Long lines (an auth response, a parallel state) are broken as the formatter breaks them.
    expect(dialog.split('\n').some((line) => line.length > 110)).toBe(false);
    const lint = spawnSync('npx', ['biome', 'check', ...files], { cwd: root, encoding: 'utf8' });
    expect(lint.stdout + lint.stderr).toContain(`Checked ${files.length} files`);
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    const report = path.join(root, 'test-results', `lab-copy-${process.pid}.json`);
    const run = spawnSync(
      'npx',
      ['vitest', 'run', '--project', 'machines', '--reporter', 'json', '--outputFile', report, ...files],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CI: '1', MACHINE_COVERAGE: 'off', LAB_COPIES: 'run' },
      },
    );
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; status: string; assertionResults: { status: string }[] }[];
    };
    rmSync(report, { force: true });
    const byFile = Object.fromEntries(
      results.testResults.map((result) => [
        path.basename(result.name),
        result.assertionResults.map((a) => a.status),
      ]),
    );
    expect(byFile).toEqual({
      [path.basename(files[0] as string)]: ['passed'],
      [path.basename(files[1] as string)]: ['passed'],
      [path.basename(files[2] as string)]: ['failed'],
      [path.basename(files[3] as string)]: ['passed'],
    });
    expect(run.status).not.toBe(0);
  }, 120_000);

  it("every machine's longest path, copied, passes biome check as saved and passes in vitest", async () => {
    const copies = await longestPaths();
    const files = copies.map(({ id, code }) => writeTest(`longest-${id}`, code));
    const lint = spawnSync('npx', ['biome', 'check', ...files], { cwd: root, encoding: 'utf8' });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    const report = path.join(root, 'test-results', `lab-copy-longest-${process.pid}.json`);
    spawnSync(
      'npx',
      ['vitest', 'run', '--project', 'machines', '--reporter', 'json', '--outputFile', report, ...files],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CI: '1', MACHINE_COVERAGE: 'off', LAB_COPIES: 'run' },
      },
    );
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: { name: string; assertionResults: { status: string }[] }[];
    };
    rmSync(report, { force: true });
    expect(results.testResults).toHaveLength(machines.length);
    for (const result of results.testResults)
      expect(
        result.assertionResults.map((a) => a.status),
        path.basename(result.name),
      ).toEqual(['passed']);
  }, 180_000);
});
