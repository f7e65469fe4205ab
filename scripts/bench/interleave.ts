/**
 * Runs several subjects' measurements in turns (a, b, a, b…) rather than one subject's runs back to
 * back, so that a page and its no-script copy share whatever the machine is doing at each moment and
 * their figures can be read side by side, run by run.
 */
export async function interleaved<Subject, Result>(
  subjects: readonly Subject[],
  runs: number,
  measureOnce: (subject: Subject, run: number) => Promise<Result>,
): Promise<Result[][]> {
  const results: Result[][] = subjects.map(() => []);
  for (let run = 1; run <= runs; run++)
    for (const [index, subject] of subjects.entries()) results[index]?.push(await measureOnce(subject, run));
  return results;
}
