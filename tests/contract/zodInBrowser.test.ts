// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from '../../contract/zod';

// In a browser the project's zod parses without probing for eval, which the site's
// Content-Security-Policy forbids (contract/zod.ts).

describe("the project's zod in a browser", () => {
  it('is jitless', () => {
    expect(z.config().jitless).toBe(true);
  });
});
