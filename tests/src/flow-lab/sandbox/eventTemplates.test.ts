// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  prefilledEvent,
  readEventChoices,
  readEventTemplates,
} from '../../../../src/flow-lab/sandbox/eventTemplates';
import { eventChoices, eventTemplates } from '../../../../src/flow-lab/sandbox/machineSources';

describe('event payload templates', () => {
  it('reads the fields of each event type from the machines, contract schemas included', () => {
    expect(eventTemplates.get('signup.submit')).toEqual({ type: 'signup.submit', email: '', password: '' });
    // The phone is optional in the contract (a request for a demo time carries none): left out.
    expect(eventTemplates.get('contact.submit')).toEqual({
      type: 'contact.submit',
      firstname: '',
      lastname: '',
      email: '',
    });
    expect(eventTemplates.get('contact.close')).toEqual({ type: 'contact.close' });
  });

  it('gives each field an empty value of its type, leaves optional ones out, follows aliases', () => {
    const templates = readEventTemplates([
      `type Mode = 'login' | 'signup';
       interface Extra { count: number; /** why */ flag: boolean }
       type Event =
         | { type: 'a.b'; mode: Mode; name?: string; id: string | null }
         | ({ type: 'c.d' } & Extra);`,
    ]);
    expect(templates.get('a.b')).toEqual({ type: 'a.b', mode: 'login', id: '' });
    expect(templates.get('c.d')).toEqual({ type: 'c.d', count: 0, flag: false });
  });

  it('gives the values of a field whose type is a union of literals, through aliases; none for free text', () => {
    const choices = readEventChoices([
      `type Mode = 'login' | 'signup';
       type Event =
         | { type: 'a.b'; mode: Mode; kind: 'x' | 'y' | 'z'; name: string; id: string | null; only: 'one' }
         | { type: 'c.d'; name: string };`,
    ]);
    expect(choices.get('a.b')).toEqual({ mode: ['login', 'signup'], kind: ['x', 'y', 'z'] });
    expect(choices.has('c.d')).toBe(false);
  });

  it("reads the machines' own unions: the auth dialog's mode", () => {
    expect(eventChoices.get('auth.show')).toEqual({ mode: ['login', 'signup'] });
    expect(eventChoices.get('auth.switch')).toEqual({ mode: ['login', 'signup'] });
    expect(eventChoices.has('signup.submit')).toBe(false);
  });

  it('prefills fields from the context when it has them', () => {
    expect(prefilledEvent(eventTemplates, 'signup.continue', { email: 'ada@example.com', code: 7 })).toEqual({
      type: 'signup.continue',
      email: 'ada@example.com',
      code: '',
    });
  });
});
