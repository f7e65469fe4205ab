import { describe, expect, it } from 'vitest';
import { classStyleIds, recordPageStyles, takePageStyles } from '@/entry/pageStyles';

// Rules as the prerender writes them (src/site/composedStyles.ts): each class style's rules, one after another.
const CLASS_CSS =
  '.css-a1{color:red}.css-a1:hover{color:blue}@media (min-width:900px){.css-b2{margin:0}}' +
  '.css-c3:focus,.css-c3:active{outline:0}.css-d4 .css-e5{display:none}.css-0-Label>div{gap:1px}';

describe('classStyleIds', () => {
  it('reads each class whose rules the element holds, once', () => {
    expect(classStyleIds(CLASS_CSS)).toEqual(['a1', 'b2', 'c3', 'd4', '0-Label']);
  });

  it('leaves out a class named further into a selector, whose rules may not be in the page', () => {
    expect(classStyleIds(CLASS_CSS)).not.toContain('e5');
  });
});

describe('takePageStyles', () => {
  it("takes the class styles' ids from their rules and keeps the element out of emotion's search", () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = `<style data-emotion="css-global x9">body{margin:0}</style><style data-emotion="css" data-composed="f6 g7">${CLASS_CSS}</style>`;
    const { ids, composed } = takePageStyles(page);
    expect(ids).toEqual(['a1', 'b2', 'c3', 'd4', '0-Label', 'f6', 'g7']);
    expect(composed).toEqual(['f6', 'g7']);
    expect(page.querySelectorAll('style[data-s]')).toHaveLength(2);
    expect(page.querySelectorAll('style[data-emotion="css"]')).toHaveLength(0);
    const cache = recordPageStyles({ inserted: {} as Record<string, string | true | undefined> }, ids);
    expect(cache.inserted.a1).toBe(true);
  });
});
