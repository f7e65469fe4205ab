import { describe, expect, it } from 'vitest';
import { cutText } from '../../../src/flow-lab/cutText';

describe('cutText', () => {
  it('cuts at each character picked and drops it, keeping empty parts for the caller to judge', () => {
    expect(cutText('a,b,,c', (char) => char === ',')).toEqual(['a', 'b', '', 'c']);
  });

  it('shows the picker every character in order, so it can cut only outside brackets', () => {
    let depth = 0;
    const cut = cutText('a,(b,c),d', (char) => {
      if (char === '(') depth++;
      if (char === ')') depth--;
      return char === ',' && depth === 0;
    });
    expect(cut).toEqual(['a', '(b,c)', 'd']);
  });

  it('gives the whole text as one part when nothing is picked', () => {
    expect(cutText('abc', () => false)).toEqual(['abc']);
  });
});
