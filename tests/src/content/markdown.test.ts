import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseMarkdown } from '../../../src/content/markdown';

describe('Markdown with front matter', () => {
  it('reads the YAML front matter, keeping dates as the strings they are written as', () => {
    const parsed = parseMarkdown(
      [
        '---',
        'title: Closing the month',
        'date: 2026-10-14',
        'tags: [finance, close]',
        '---',
        '',
        '# Day one',
        '',
        'Read [the guide](/guide).',
      ].join('\n'),
    );
    expect(parsed.data).toEqual({
      title: 'Closing the month',
      date: '2026-10-14',
      tags: ['finance', 'close'],
    });
    expect(parsed.headings).toEqual([{ depth: 1, text: 'Day one', id: 'day-one' }]);
    expect(parsed.links).toEqual(['/guide']);
    expect(parsed.html).toContain('<h1 id="day-one">Day one</h1>');
    expect(parsed.html).not.toContain('title:');
  });

  it("gives headings GitHub's ids, a repeated heading its own, as its table of contents lists them", () => {
    const parsed = parseMarkdown(
      ['## Step 1: reconcile every day, not every month', '## What’s next?', '## Notes', '## Notes'].join(
        '\n\n',
      ),
    );
    const ids = ['step-1-reconcile-every-day-not-every-month', 'whats-next', 'notes', 'notes-1'];
    expect(parsed.headings.map((heading) => heading.id)).toEqual(ids);
    for (const id of ids) expect(parsed.html).toContain(`id="${id}"`);
  });

  it('takes a document without front matter as all body', () => {
    expect(parseMarkdown('Just text.').data).toEqual({});
  });

  it('says where front matter is not valid YAML, every time it is read', () => {
    const broken = ['---', 'title: [unclosed', '---', 'Body'].join('\n');
    expect(() => parseMarkdown(broken)).toThrow(FrontMatterError);
    expect(() => parseMarkdown(broken)).toThrow(/^front matter: /);
  });

  it('refuses front matter that is not a mapping', () => {
    expect(() => parseMarkdown(['---', '- a', '- b', '---', 'Body'].join('\n'))).toThrow(
      'front matter: must be a mapping of names to values',
    );
  });
});
