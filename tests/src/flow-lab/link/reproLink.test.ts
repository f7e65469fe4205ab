import { describe, expect, it } from 'vitest';
import { readReproLink, reproLink } from '../../../../src/flow-lab/link/reproLink';
import type { LabStep } from '../../../../src/flow-lab/sandbox/labSession';

const steps: LabStep[] = [
  { kind: 'event', event: { type: 'signup.code.send', email: 'ada@example.com' } },
  { kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} },
  { kind: 'advance', ms: 12000 },
  { kind: 'answer', actor: 'checkVerifyCode', outcome: 'reject', value: { message: 'Wrong ~ code "x"' } },
  { kind: 'event', event: { type: 'demo.open' } },
  { kind: 'answer', actor: 'readStoredChoice', outcome: 'resolve', value: null },
  { kind: 'answer', actor: 'readSharedSearch', outcome: 'resolve', value: 'team=40' },
  { kind: 'answer', actor: 'loadFlows', outcome: 'resolve', value: undefined },
  { kind: 'event', to: 'signup', event: { type: 'signup.code.send', email: 'ada@example.com' } },
  { kind: 'event', to: 'login', event: { type: 'login.reset' } },
];

const open = (link: string) => {
  const url = new URL(link, 'http://lab.test');
  return readReproLink({ pathname: url.pathname, search: url.search });
};

describe('reproduction links', () => {
  it('round-trips the machine and every kind of step, a payload with ~ and quotes included', () => {
    expect(open(reproLink('signup', steps))).toEqual({ machineId: 'signup', steps });
  });

  it('reads as written: types, actors and JSON braces stay in the address', () => {
    const link = reproLink('signup', steps.slice(0, 3));
    expect(link).toBe(
      '/flows/signup?path=signup.code.send{%22email%22:%22ada@example.com%22}~resolve:sendVerifyCode={}~wait:12000',
    );
  });

  it('writes a step of a child flow after its id', () => {
    expect(reproLink('authDialog', steps.slice(-2))).toBe(
      '/flows/authDialog?path=signup/signup.code.send{%22email%22:%22ada@example.com%22}~login/login.reset',
    );
  });

  it('is the machine alone without steps, and names no machine outside /flows/<id>', () => {
    expect(reproLink('contact', [])).toBe('/flows/contact');
    expect(open('/flows/contact')).toEqual({ machineId: 'contact', steps: [] });
    expect(open('/flows')).toBeNull();
    expect(open('/pricing?path=demo.open')).toBeNull();
  });

  it('stops at the first step it cannot read', () => {
    expect(open('/flows/demoDialog?path=demo.open~resolve:x={broken~demo.close')?.steps).toEqual([
      { kind: 'event', event: { type: 'demo.open' } },
    ]);
  });
});

describe('reproduction links of child flows and unreadable steps', () => {
  it('writes a child flow’s step with its path and reads it back', () => {
    const child: LabStep[] = [
      { kind: 'event', event: { type: 'auth.show', mode: 'signup' } },
      { kind: 'event', to: 'signup', event: { type: 'signup.code.send', email: 'ada@example.com' } },
    ];
    const link = reproLink('authDialog', child);
    expect(link).toBe(
      '/flows/authDialog?path=auth.show{%22mode%22:%22signup%22}~signup/signup.code.send{%22email%22:%22ada@example.com%22}',
    );
    expect(open(link)).toEqual({ machineId: 'authDialog', steps: child });
  });

  it('names the first step it cannot read, with its index', () => {
    expect(open('/flows/demoDialog?path=demo.open~resolve:x={broken~demo.close')?.unreadable).toEqual({
      index: 1,
      text: 'resolve:x={broken',
    });
  });
});
