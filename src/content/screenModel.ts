/**
 * What a picture of the product shows, as plain data: one panel of the screen a page describes (its
 * module and workspace, a title, and a table, a plan or a document of sample records) with the words
 * of the site's content. scripts/generators/pictures draws it at build time; pages show the file with its alt text.
 */

/** How a row or a bar stands out: matched, in need of attention, on the critical path, selected. */
export type Tone = 'ok' | 'alert' | 'critical' | 'focus';

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
  /**
   * column titles; a column's width is its share of the table. `key` marks the column that names the
   * records (the first when none is marked): a phone's crop keeps it whole before any other.
   */
  columns: { title: string; share: number; numeric?: boolean; key?: boolean }[];
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
  /** the module the panel belongs to (its name, in the panel's top bar) */
  module: string;
  /** the workspace name in the panel's top bar (the customer's company on a case study) */
  workspace: string;
  title: string;
  subtitle: string;
  /** the primary button in the screen's header */
  action?: string;
  body: ScreenTable | ScreenPlan | ScreenDocument;
}

/**
 * Each picture is one panel of the screen, drawn at the width it is shown at, in two crops: `wide`
 * for the hero beside the text on a wide screen (about 450 px from 1200 px up), `narrow` for phones
 * and tablets (about 330 to 520 px). Text is never smaller than `minText`, so it reads at 11 px or
 * more on a desktop and 10 px or more on a 390 px phone (tests/e2e/pictureText.spec.ts measures it).
 */
export const CROPS = {
  wide: { width: 480, minText: 12 },
  narrow: { width: 360, minText: 11 },
} as const;
export type Crop = keyof typeof CROPS;

/** From this viewport width up the hero shows the wide crop (MUI's `lg`). */
export const WIDE_CROP_FROM = 1200;

/** Where a screen's picture is served, per crop. */
export const screenSrc = (name: string, crop: Crop = 'wide') =>
  `/pictures/${name}${crop === 'narrow' ? '-narrow' : ''}.svg`;

/** What a page needs to show its picture: both crops with their sizes. */
export interface PagePicture {
  alt: string;
  wide: { src: string; width: number; height: number };
  narrow: { src: string; width: number; height: number };
}
