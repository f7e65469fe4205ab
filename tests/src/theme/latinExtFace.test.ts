import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLatinExtFace } from '@/theme/latinExtFace';
import { FONT_FAMILY, LATIN_EXT_RANGE } from '@/theme/siteTypeface';

// The file's URL as the build writes it (vitest does not serve the font package's files).
vi.mock('@/theme/latinExtFile', () => ({
  default: '/assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
}));

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

function pageWithFonts(head = '') {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = head;
  const added: FakeFontFace[] = [];
  Object.defineProperty(doc, 'fonts', { value: { add: (face: FakeFontFace) => added.push(face) } });
  return { doc, added };
}

afterEach(() => vi.unstubAllGlobals());

describe('addLatinExtFace', () => {
  it("adds Inter's latin-ext face to a page built without it", () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { doc, added } = pageWithFonts();
    addLatinExtFace(doc);
    expect(added).toHaveLength(1);
    expect(added[0]?.family).toBe(FONT_FAMILY);
    expect(added[0]?.source).toBe("url(/assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2) format('woff2')");
    expect(added[0]?.descriptors).toMatchObject({ unicodeRange: LATIN_EXT_RANGE, weight: '400 700' });
  });

  it('adds nothing to a page that has it', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { doc, added } = pageWithFonts('<style id="site-font-ext">@font-face{}</style>');
    addLatinExtFace(doc);
    expect(added).toHaveLength(0);
  });
});
