import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../../src/flow-lab/sandbox/labTimeline';
import { toastsOf } from '../../../../src/flow-lab/screen/stepToasts';

const entry = (step: TimelineEntry['step'], effects: TimelineEntry['effects'] = []): TimelineEntry => ({
  step,
  effects,
  transitions: [],
  value: null,
  context: {},
  children: {},
});

describe("the toasts a lab step raises on the site's screen", () => {
  it('says the code was sent when the send answer runs notifyCodeSent', () => {
    const sent = entry({ kind: 'answer', actor: 'sendVerifyCode', outcome: 'resolve', value: {} }, [
      { kind: 'action', name: 'notifyCodeSent', params: undefined },
    ]);
    expect(toastsOf(sent)).toEqual([{ message: 'Verification code sent to your email', type: 'success' }]);
  });

  it("toasts a failed sign-in call's message, and Unauthorized for a 401", () => {
    const wrong = { kind: 'answer', actor: 'checkVerifyCode', outcome: 'reject' } as const;
    expect(
      toastsOf(entry({ ...wrong, value: { status: 400, message: 'Incorrect verification code' } })),
    ).toEqual([{ message: 'Incorrect verification code', type: 'error' }]);
    expect(
      toastsOf(entry({ ...wrong, value: { status: 401, message: 'Unauthorized: sign in first' } })),
    ).toEqual([{ message: 'Unauthorized', type: 'error' }]);
  });

  it('raises none for a silent call (the contact form says it on the page) nor for an event', () => {
    expect(
      toastsOf(
        entry({
          kind: 'answer',
          actor: 'submitContact',
          outcome: 'reject',
          value: { message: 'Network Error' },
        }),
      ),
    ).toEqual([]);
    expect(toastsOf(entry({ kind: 'event', event: { type: 'contact.open' } }))).toEqual([]);
    expect(toastsOf(undefined)).toEqual([]);
  });
});
