/** The figures one bench run produces, shared by the runners, the table and the budgets. */

/** Lighthouse mobile figures of one page: the median of several runs. */
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

/** What a first visit downloads: every script until the network is quiet, as transferred (gzip). */
export interface Weight {
  jsKb: number;
  jsFiles: number;
  /** the route's own chunk(s): what the page adds to the shared shell */
  ownJsKb: number;
  /** the route's `_payload.json`, when it has one */
  payloadKb: number;
}

export interface PageResult {
  route: string;
  weight: Weight;
  lighthouse: LighthouseFigures;
}

/** One interaction's latency, press to next paint, with the CPU slowed down. */
export interface InteractionResult {
  name: string;
  /** milliseconds */
  latency: number;
}

export interface LazyPiece {
  name: string;
  kb: number;
  files: number;
}

export interface BenchReport {
  date: string;
  site: PageResult[];
  /** the bare stack of the design card (bench/floor.ts), its `/`; absent when its folder is */
  floor?: PageResult;
  /** the same prerendered pages with every script removed */
  limit: PageResult[];
  interactions: InteractionResult[];
  lazy: LazyPiece[];
}
