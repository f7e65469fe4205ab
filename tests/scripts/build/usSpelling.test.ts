import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { britishSpellings, findBritishSpellings } from '../../../scripts/build/usSpelling';

const root = path.resolve(import.meta.dirname, '../../..');
const words = (file: string, text: string) => britishSpellings(file, text).map((found) => found.word);

describe('one US English style in what visitors read', () => {
  it('finds no British spelling in the site’s copy', () => {
    expect(findBritishSpellings(root)).toEqual([]);
  });

  it('finds one in a string of prose, a template, JSX text and Markdown, with its line and US spelling', () => {
    const code = [
      "export const body = 'Billable utilisation per person.';",
      'export const more = `Labour at $' + '{80} % of the budget`;',
      'export const Card = () => <p>Our colours</p>;',
    ].join('\n');
    expect(britishSpellings('src/content/sample.tsx', code)).toEqual([
      { file: 'src/content/sample.tsx', line: 1, word: 'utilisation', us: 'utilization' },
      { file: 'src/content/sample.tsx', line: 2, word: 'Labour', us: 'labor' },
      { file: 'src/content/sample.tsx', line: 3, word: 'colours', us: 'colors' },
    ]);
    expect(words('src/content/blog/sample.md', 'Vans left the car park.\n\nWe organised the close.')).toEqual(
      ['car park', 'organised'],
    );
  });

  it('leaves code alone: comments, theme tokens, identifiers, ids and Markdown code', () => {
    const code = [
      '// the grey of the footer, the colour of the band',
      "const sx = { bgcolor: 'grey.100' };",
      'const colour = 1;',
      "const picture = { illustration: 'utilisation-chart' };",
    ].join('\n');
    expect(words('src/components/Sample.tsx', code)).toEqual([]);
    expect(words('src/content/blog/sample.md', 'Run `colour --check`:\n\n```\nlabour\n```\n')).toEqual([]);
  });
});
