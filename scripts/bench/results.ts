/** The figures one bench run produces, shared by the runners, the table and the budgets. */

/** Lighthouse mobile figures of one run of one page. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** milliseconds */
  fcp: number;
  /** milliseconds */
  lcp: number;
  /** milliseconds */
  tbt: number;
  cls: number;
}

/** What a visit of a page downloads, as transferred (gzip). */
export interface Weight {
  /** first visit: every script requested up to the load event and the page's `aden:interactive` mark */
  jsKb: number;
  jsFiles: number;
  /** what the page fetches after that on its own (when idle, on a timer), untouched and unscrolled */
  laterJsKb: number;
  laterJsFiles: number;
  /** the route's own first-visit chunk(s): what the page adds to the shared shell */
  ownJsKb: number;
  /** the route's `_payload.json`, when it has one */
  payloadKb: number;
}

export interface PageResult {
  route: string;
  weight: Weight;
  /** every Lighthouse run of the page, in the order they ran */
  lighthouse: LighthouseFigures[];
}

/**
 * What an interaction is, which sets its budget: a press (a dialog, a menu, a toggle, a filter), typing
 * in a field, a navigation to the next page by the header, a step of the flow lab's chart.
 */
export type InteractionKind = 'press' | 'typing' | 'navigation' | 'lab';

/** One interaction's latency, press to next paint, with the CPU slowed down. */
export interface InteractionResult {
  name: string;
  kind: InteractionKind;
  /** milliseconds, one per run, each on a fresh page */
  latencies: number[];
}

/** First contentful paint to the page's `aden:interactive` mark, with the CPU slowed down 4x. */
export interface StartupWindowResult {
  route: string;
  /** milliseconds from the first contentful paint to `aden:interactive`, one per fresh load */
  loads: number[];
  /** milliseconds from the entry script's arrival to `aden:interactive`, the same loads */
  boots: number[];
}

/** One press made as soon as its control was painted, on a fresh page. */
export interface FirstPress {
  /** what the press opened showed within the timeout */
  honoured: boolean;
  /** milliseconds from the press to the frame that shows what it opens; absent when not honoured */
  responseMs?: number;
  /**
   * milliseconds from the press to the frame that shows the dialog or drawer itself, not the press
   * capture's shell of it (which answers a press before hydration); absent when it did not show
   */
  openedMs?: number;
  /**
   * milliseconds from the press to the frame that shows the dialog's first field, where typing reaches
   * the app; absent for what has no field (the drawer) or when it did not show
   */
  fieldMs?: number;
  /** the press came before the page's `aden:interactive` mark */
  beforeInteractive: boolean;
}

export interface FirstPressResult {
  name: string;
  route: string;
  presses: FirstPress[];
}

export interface LazyPiece {
  name: string;
  kb: number;
  files: number;
}

export interface BenchReport {
  date: string;
  /** Lighthouse runs per page */
  runs: number;
  site: PageResult[];
  /** the bare stack of the design card (bench/floor.ts), its `/`; absent when its folder is */
  floor?: PageResult;
  /** the same prerendered pages with every script removed */
  limit: PageResult[];
  interactions: InteractionResult[];
  startupWindows: StartupWindowResult[];
  /**
   * milliseconds from the floor's script's arrival to its first contentful paint (its render), one per
   * fresh load at the start-up window's slowdown: what the bare stack takes to start; absent without it
   */
  floorBoots?: number[];
  firstPresses: FirstPressResult[];
  lazy: LazyPiece[];
}
