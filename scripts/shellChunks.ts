import path from 'node:path';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { STARTUP_CHUNKS } from './pageScripts';

/** The script index.html starts. */
const ENTRY_MODULE = 'src/app/main.tsx';

interface ShellGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * The code-splitting groups of the site's shell: one chunk per start-up stage (src/app/main.tsx),
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
  // The entry's static imports (React, the task steps) form a chunk of their own, first: left to the
  // stages' groups, they were placed with a stage's dependencies (React with react-dom), and the entry
  // then imported that stage's chunk, so every stage ran at once, in the entry's task.
  const entry = named('main', (chunk) => chunk.isEntry);
  // The entry's own module stays the entry chunk (the page's script, and the manifest's entry).
  const entryModule = path.join(root, ENTRY_MODULE);
  const entryChunks: OutputChunk[] = [];
  closure(entry, entryChunks);
  const entryModules = new Set(
    entryChunks.flatMap((chunk) =>
      Object.entries(chunk.modules)
        .filter(([id, module]) => module.renderedLength > 0 && id !== entryModule)
        .map(([id]) => id),
    ),
  );

  const stageOf = new Map<string, number>();
  STARTUP_CHUNKS.forEach((stageName, stage) => {
    const stageChunk = named(stageName, (chunk) => chunk.isDynamicEntry);
    const reached: OutputChunk[] = [];
    closure(stageChunk, reached);
    // The stage's own module stays a chunk of its own: the build finds each stage by its name.
    for (const chunk of reached)
      for (const [id, module] of Object.entries(chunk.modules))
        if (module.renderedLength > 0 && id !== stageChunk.facadeModuleId) stageOf.set(id, stage);
  });

  return [
    { name: 'shell-entry', test: (id: string) => entryModules.has(id), priority: STARTUP_CHUNKS.length + 1 },
    ...STARTUP_CHUNKS.map((stageName, stage) => ({
      name: `shell-${stageName}`,
      test: (id: string) => stageOf.get(id) === stage,
      // Earlier stages first, should a module ever be claimed twice.
      priority: STARTUP_CHUNKS.length - stage,
    })),
  ];
}
