import { describe, expect, it } from 'vitest';
import { notFoundMessage, rejectMessage, UNKNOWN_PATH_MESSAGE } from '../../contract/messages';

describe('the messages of a missing page', () => {
  it("say SPEC 8's words for a path no route matches and SPEC 5's for a route's rejection, to the letter", () => {
    expect(notFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(rejectMessage('/blog/nope')).toBe('Page Not Found: /blog/nope');
  });

  it("give the built 404 file SPEC 8's words with no path in them", () => {
    expect(UNKNOWN_PATH_MESSAGE.startsWith(notFoundMessage(''))).toBe(true);
    expect(UNKNOWN_PATH_MESSAGE.length).toBeGreaterThan(notFoundMessage('').length);
    expect(UNKNOWN_PATH_MESSAGE).not.toContain('/');
  });
});
