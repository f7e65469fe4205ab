// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labelInWords, nameInWords, valueInWords } from '../../../../src/flow-lab/panels/plainWords';

describe("code's names and values in words", () => {
  it('splits camel case, dots, underscores and digits into lower-case words', () => {
    expect(nameInWords('codeSentAt')).toBe('code sent at');
    expect(nameInWords('phone_number')).toBe('phone number');
    expect(nameInWords('signup.code.send')).toBe('signup code send');
    expect(nameInWords('step1')).toBe('step 1');
    expect(labelInWords('firstname')).toBe('Firstname');
  });

  it('says values as a person reads them: text as typed, none, yes and no, lists and fields', () => {
    expect(valueInWords('Ada')).toBe('Ada');
    expect(valueInWords('')).toBe('empty');
    expect(valueInWords(null)).toBe('none');
    expect(valueInWords(true)).toBe('yes');
    expect(valueInWords(42)).toBe('42');
    expect(valueInWords([])).toBe('an empty list');
    expect(valueInWords('{"finishedOnboarding":true}')).toBe('finished onboarding yes');
    expect(valueInWords('{not json')).toBe('{not json');
    expect(valueInWords({ email: 'ada@example.com', codeSent: false, tags: ['a', 'b'] })).toBe(
      'email ada@example.com; code sent no; tags a, b',
    );
  });
});
