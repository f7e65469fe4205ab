/**
 * The parts of the bench `BENCH_PARTS` chooses ("presses", "pages,presses"): each part's budgets are
 * checked only when it ran, so a quick look at one part costs one part's time.
 */
export const BENCH_PARTS = ['weights', 'pages', 'interactions', 'lab', 'startup', 'presses'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

const isPart = (name: string): name is BenchPart => (BENCH_PARTS as readonly string[]).includes(name);

/** `BENCH_PARTS` as a set; every part when it names none. An unknown name is an error, not a silent skip. */
export function parseParts(value: string | undefined): Set<BenchPart> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return new Set(BENCH_PARTS);
  const unknown = names.filter((name) => !isPart(name));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_PARTS: no part named ${unknown.join(', ')} (the parts: ${BENCH_PARTS.join(', ')})`,
    );
  return new Set(names.filter(isPart));
}
