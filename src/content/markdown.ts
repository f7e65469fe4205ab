/**
 * Markdown with front matter (gray-matter) rendered to HTML (marked). Build-side only: gray-matter
 * needs Node's Buffer, so browser code receives the rendered result through page payloads.
 */
import matter from 'gray-matter';
import { marked, type Token } from 'marked';

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export interface ParsedMarkdown {
  /** front matter with YAML dates turned back into YYYY-MM-DD strings */
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

const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

// YAML reads an unquoted 2026-10-14 as a Date; content dates are plain strings.
const plainDates = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );

const countWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length;

/** Front matter that is not valid YAML: the message says where. */
export class FrontMatterError extends Error {}

function readFrontMatter(raw: string) {
  try {
    // Options (even empty) turn off gray-matter's cache, which would remember a failed parse as empty.
    return matter(raw, {});
  } catch (error) {
    throw new FrontMatterError(`front matter: ${(error as Error).message.split('\n')[0]}`);
  }
}

export function parseMarkdown(raw: string): ParsedMarkdown {
  const { data, content } = readFrontMatter(raw);
  const tokens = marked.lexer(content);
  const headings: Heading[] = [];
  const links: string[] = [];
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'heading')
      headings.push({ depth: token.depth, text: token.text, id: headingId(token.text) });
    if (token.type === 'link') links.push(token.href);
  });
  const renderer = new marked.Renderer();
  // Headings carry ids so a table of contents and shared links can point into an article.
  renderer.heading = function ({ tokens: inline, depth, text }) {
    return `<h${depth} id="${headingId(text)}">${this.parser.parseInline(inline)}</h${depth}>\n`;
  };
  const html = marked.parser(tokens, { renderer });
  return { data: plainDates(data), html, words: countWords(html), headings, links };
}
