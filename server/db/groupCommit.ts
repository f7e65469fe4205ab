/**
 * A group commit: what arrives while a write runs, or in the same turn of the event loop, goes
 * together into the next write (at most `maxGroup` items a write). At idle an item is written at
 * once; under load one statement or transaction serves many callers, where one each would queue on
 * the database's commits. `write` answers the items of its group in their order; each caller hears
 * its own answer, or the group's error.
 */
export function groupCommit<Item, Answer>(
  write: (items: Item[]) => Promise<readonly Answer[]>,
  maxGroup: number,
): (item: Item) => Promise<Answer> {
  const waiting: { item: Item; answer(value: Answer): void; fail(error: unknown): void }[] = [];
  let writing = false;
  const drain = async () => {
    do {
      // Each write first lets the requests already received reach the queue: PGlite runs a statement
      // without yielding, so nothing would arrive "during" its write and each item would go alone.
      await new Promise(setImmediate);
      const group = waiting.splice(0, maxGroup);
      try {
        const answers = await write(group.map((entry) => entry.item));
        group.forEach((entry, index) => {
          entry.answer(answers[index] as Answer);
        });
      } catch (error) {
        for (const entry of group) entry.fail(error);
      }
    } while (waiting.length > 0);
    writing = false;
  };
  return (item) =>
    new Promise<Answer>((answer, fail) => {
      waiting.push({ item, answer, fail });
      if (writing) return;
      writing = true;
      void drain();
    });
}
