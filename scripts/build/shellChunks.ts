import path from 'node:path';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { STARTUP_CHUNKS, stageChunkName } from './pageScripts.ts';

/** The script index.html starts. */
const ENTRY_MODULE = 'src/entry/main.tsx';
/** The page most first visits open (`/`): its chunk also holds the sections other pages share with it. */
export const LANDING_PAGE_CHUNK = 'HomePage';

/** A file of the shell (a start-up stage's chunk, the entry's imports, the bundler's runtime). */
export const isShellFile = (file: string): boolean =>
  /(^|\/)(shell-[\w]+|rolldown-runtime)-[\w-]{8}\.js$/.test(file);

/**
 * The files a lazy chunk's import() preloads beside it, without the shell's: every page loads the
 * whole shell before any of its code can import anything, so naming those files again in each call
 * (Vite lists every static import) only made the route table's chunk larger (0.2 KB after gzip on `/`).
 */
export const withoutShellFiles = (deps: string[]): string[] => deps.filter((dep) => !isShellFile(dep));

interface ShellGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * The code-splitting groups of the site's shell: one chunk per start-up stage (src/entry/main.tsx),
 * holding the code the stage runs that no stage before it had.
 *
 * Left to itself, the bundler splits the shell by which lazy chunks share each module: some fifty small
 * files that every first visit downloads, which gzip compresses about 20 KB worse than the same code in
 * a few files. It may also merge a module the shell needs into a lazy chunk, which the shell then
 * downloads whole (a dialog's chunk holding the header's arrow icon). The groups are read from a first
 * build without them, after tree-shaking: only modules with code in that build's shell are placed, so
 * a module a barrel file names but nobody uses (an input field behind the theme's imports) stays where
 * its users are. Lazy pieces (dialogs, menus, pages) keep their own chunks and import from these.
 */
export async function shellChunkGroups(root: string): Promise<ShellGroup[]> {
  const result = await build({ root, logLevel: 'warn', build: { write: false, manifest: false } });
  const output = (Array.isArray(result) ? result[0] : result) as RolldownOutput;
  const chunks = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const named = (name: string, test: (chunk: OutputChunk) => boolean) => {
    const chunk = chunks.find((candidate) => candidate.name === name && test(candidate));
    if (!chunk) throw new Error(`No chunk named ${name} in the probe build`);
    return chunk;
  };

  // Each chunk is claimed once, by the first closure that reaches it: a stage takes only what the
  // stages before it did not, and the landing page only what the shell does not hold.
  const taken = new Set<string>();
  const closure = (chunk: OutputChunk, into: OutputChunk[]) => {
    if (taken.has(chunk.fileName)) return;
    taken.add(chunk.fileName);
    into.push(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
  };
  /** The modules with code that `chunk` reaches and no earlier closure did, except its own `module`. */
  const reachedModules = (chunk: OutputChunk, module: string | null) => {
    const reached: OutputChunk[] = [];
    closure(chunk, reached);
    return new Set(
      reached.flatMap((each) =>
        Object.entries(each.modules)
          .filter(([id, rendered]) => rendered.renderedLength > 0 && id !== module)
          .map(([id]) => id),
      ),
    );
  };
  /**
   * What a dynamically imported chunk reaches, its own module included (even one that only re-exports,
   * which has no code of its own): the group's chunk is then the one the import() loads, instead of a
   * small file that re-exports it.
   */
  const withOwnModule = (chunk: OutputChunk) => {
    const modules = reachedModules(chunk, null);
    if (chunk.facadeModuleId) modules.add(chunk.facadeModuleId);
    return modules;
  };
  // The entry's static imports (React, the task steps) form a chunk of their own, first: left to the
  // stages' groups, they were placed with a stage's dependencies (React with react-dom), and the entry
  // then imported that stage's chunk, so every stage ran at once, in the entry's task.
  // The entry's own module stays the entry chunk (the page's script, and the manifest's entry).
  const entryModules = reachedModules(
    named('main', (chunk) => chunk.isEntry),
    path.join(root, ENTRY_MODULE),
  );

  // Each stage's module with its code: the entry imports the stage's chunk itself (a re-exporting
  // file per stage beside it was four more files, 0.8 KB after gzip).
  const stageModules = STARTUP_CHUNKS.map((stageName) =>
    withOwnModule(named(stageName, (chunk) => chunk.isDynamicEntry)),
  );

  // The landing page with its sections in one file: left to the bundler, each section shared with
  // other pages is a file of its own (twelve files for `/`, 3.9 KB more after gzip).
  const landingModules = withOwnModule(named(LANDING_PAGE_CHUNK, (chunk) => chunk.isDynamicEntry));

  return [
    { name: LANDING_PAGE_CHUNK, test: (id: string) => landingModules.has(id), priority: 0 },
    { name: 'shell-entry', test: (id: string) => entryModules.has(id), priority: STARTUP_CHUNKS.length + 1 },
    ...STARTUP_CHUNKS.map((stageName, stage) => ({
      name: stageChunkName(stageName),
      test: (id: string) => stageModules[stage]?.has(id) ?? false,
      // Earlier stages first, should a module ever be claimed twice.
      priority: STARTUP_CHUNKS.length - stage,
    })),
  ];
}
