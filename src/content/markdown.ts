/**
 * Markdown with YAML front matter (yaml) rendered to HTML (marked). Build-side only: browser code
 * receives the rendered result through page payloads.
 */
import GithubSlugger from 'github-slugger';
import { marked, type Token } from 'marked';
import { parse as parseYaml } from 'yaml';

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export interface ParsedMarkdown {
  /** front matter (YAML 1.2: an unquoted 2026-10-14 stays the string it is) */
  data: Record<string, unknown>;
  html: string;
  words: number;
  headings: Heading[];
  /** every link target in the body, in order */
  links: string[];
}

/** Words a reader reads per minute, for the reading time shown with each post. */
export const WORDS_PER_MINUTE = 220;

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

const countWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;

/** Front matter that is not valid YAML: the message says where. */
export class FrontMatterError extends Error {}

/** `---` on a line of its own, a block of YAML, `---` again, then the body. */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?^---[ \t]*(?:\r?\n|$)/m;

function readFrontMatter(raw: string): { data: Record<string, unknown>; content: string } {
  const match = raw.startsWith('---') ? FRONT_MATTER.exec(raw) : null;
  if (match?.index !== 0) return { data: {}, content: raw };
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '') ?? {};
  } catch (error) {
    throw new FrontMatterError(`front matter: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof data !== 'object' || Array.isArray(data))
    throw new FrontMatterError('front matter: must be a mapping of names to values');
  return { data: data as Record<string, unknown>, content: raw.slice(match[0].length) };
}

export function parseMarkdown(raw: string): ParsedMarkdown {
  const { data, content } = readFrontMatter(raw);
  const tokens = marked.lexer(content);
  const headings: Heading[] = [];
  const links: string[] = [];
  // Headings carry GitHub's ids (a repeated heading gets `-1`, `-2`), so a table of contents and
  // shared links can point into an article.
  const slugger = new GithubSlugger();
  const ids = new WeakMap<Token, string>();
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'heading') {
      const id = slugger.slug(token.text);
      ids.set(token, id);
      headings.push({ depth: token.depth, text: token.text, id });
    }
    if (token.type === 'link') links.push(token.href);
  });
  const renderer = new marked.Renderer();
  renderer.heading = function (heading) {
    const { tokens: inline, depth } = heading;
    return `<h${depth} id="${ids.get(heading)}">${this.parser.parseInline(inline)}</h${depth}>\n`;
  };
  const html = marked.parser(tokens, { renderer });
  return { data, html, words: countWords(html), headings, links };
}
