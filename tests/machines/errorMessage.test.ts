import { describe, expect, it } from 'vitest';
import { errorMessage, UNKNOWN_ERROR_MESSAGE } from '../../machines/errorMessage';

// What a flow shows for a rejected call: the body's message, a rejected string, else one sentence.

describe('errorMessage', () => {
  it("reads the answer's message and an Error's message", () => {
    expect(errorMessage({ message: 'Incorrect verification code' })).toBe('Incorrect verification code');
    expect(errorMessage(new Error('Network Error'))).toBe('Network Error');
  });

  it('reads a rejected string as it is', () => {
    expect(errorMessage('timeout of 30000ms exceeded')).toBe('timeout of 30000ms exceeded');
  });

  it.each([
    ['an empty string', ''],
    ['an empty message', { message: '' }],
    ['a message that is no text', { message: 404 }],
    ['an object without a message', { status: 500 }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 500],
  ])('says "Something went wrong" for %s', (_, error) => {
    expect(errorMessage(error)).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Something went wrong');
  });
});
