/**
 * What a picture of the product shows, as plain data: the screen a page describes (its module in the
 * sidebar, a title, key figures, and a table, a plan or a document) with the words and numbers of the
 * site's content. scripts/pictures draws it at build time; pages show the file with its alt text.
 */

/** How a row or a bar stands out: matched, in need of attention, on the critical path, selected. */
export type Tone = 'ok' | 'alert' | 'critical' | 'focus';

export interface ScreenTile {
  label: string;
  value: string;
  tone?: Tone;
}

export interface ScreenCell {
  text: string;
  /** drawn as a coloured status pill */
  pill?: Tone | 'neutral';
  /** numbers are set right-aligned */
  numeric?: boolean;
  strong?: boolean;
}

export interface ScreenTable {
  kind: 'table';
  heading: string;
  /** column titles; a column's width is its share of the table */
  columns: { title: string; share: number; numeric?: boolean }[];
  rows: { cells: (ScreenCell | string)[]; tone?: Tone }[];
  /** a line under the table: a total or what the highlighted rows mean */
  footer?: { label: string; value: string };
}

export interface ScreenPlan {
  kind: 'plan';
  heading: string;
  /** the time axis' labels, evenly spaced */
  periods: string[];
  /** start and length in periods (fractions allowed) */
  tasks: { name: string; owner: string; start: number; length: number; tone?: Tone; done?: number }[];
  legend: string;
}

export interface ScreenDocument {
  kind: 'document';
  heading: string;
  /** the source document as it was read */
  document: { title: string; lines: { text: string; field?: number }[] };
  /** the fields pulled out of it; `field` in a line points at one of these */
  fields: { label: string; value: string; confidence: string; tone?: Tone }[];
}

export interface ProductScreen {
  /** the page the picture belongs to (its only page) */
  page: string;
  /** file name under /pictures/, without extension */
  name: string;
  /** what the picture shows, for people who cannot see it */
  alt: string;
  /** the module highlighted in the sidebar (a module's name) */
  module: string;
  /** the sidebar's items (the modules' names) */
  nav: string[];
  /** the workspace name in the sidebar's header (the customer's company on a case study) */
  workspace: string;
  title: string;
  subtitle: string;
  /** the primary button in the screen's header */
  action?: string;
  tiles: ScreenTile[];
  body: ScreenTable | ScreenPlan | ScreenDocument;
}

/** Every product picture is drawn at this size (CSS pixels; the SVG is sharp at any density). */
export const SCREEN_SIZE = { width: 960, height: 640 } as const;

/** Where a screen's picture is served. */
export const screenSrc = (name: string) => `/pictures/${name}.svg`;

/** What a page needs to show its picture. */
export interface PagePicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const pagePicture = (screen: ProductScreen): PagePicture => ({
  src: screenSrc(screen.name),
  alt: screen.alt,
  ...SCREEN_SIZE,
});
