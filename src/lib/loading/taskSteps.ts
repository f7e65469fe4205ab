/**
 * Runs start-up steps one browser task each, in order, each in a task of its own after the current
 * one, so the work after hydration never makes one long task (Total Blocking Time counts every task
 * over 50 ms on a slowed-down phone). Between two steps the browser can paint and answer a press.
 */
export function runInTasks(steps: ReadonlyArray<() => void>): void {
  const [step, ...rest] = steps;
  if (!step) return;
  void nextTask().then(() => {
    step();
    runInTasks(rest);
  });
}

/** Resolves in a new task right after the current one (a message: unlike a timer, never clamped to 4 ms). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
