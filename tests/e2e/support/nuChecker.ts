import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/** The checker as the vnu-jar package ships it; it runs on the machine's Java (never one it downloads). */
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export interface NuError {
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The W3C Nu HTML checker's errors over the given files, in one run of the checker (a Java start is
 * the slow part). No Java on the machine is an error, never an empty list.
 */
export function nuCheckerErrors(files: string[]): NuError[] {
  const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error(
      'No `java` on PATH: the Nu HTML checker (vnu-jar) needs a Java runtime (Debian: default-jre-headless, which .ci/run installs)',
    );
  if (run.error) throw run.error;
  // The checker writes its report to stderr, and exits with 1 when it found errors.
  let report: { messages: NuMessage[] };
  try {
    report = JSON.parse(run.stderr) as { messages: NuMessage[] };
  } catch {
    throw new Error(`The Nu checker gave no JSON report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: message.url ? decodeURI(message.url.replace(/^file:/, '')) : '(no file)',
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
}
