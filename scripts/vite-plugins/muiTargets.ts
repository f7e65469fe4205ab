import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A file of an MUI package that a plugin patches, and the text in it the patch relies on. */
export interface MuiTarget {
  /** The package and the file inside it: `@mui/material/Button/Button.mjs`. */
  file: string;
  /** What the patch finds in the file: the import it replaces or the code it rewrites. */
  text: string;
}

/** Where a target's file is on disk. */
export type MuiFiles = (file: string) => string;

const require = createRequire(import.meta.url);

/** The installed packages' files, found beside each package's manifest (its exports name few of them). */
export const installedMui: MuiFiles = (file) => {
  const [scope = '', name = '', ...rest] = file.split('/');
  return path.join(path.dirname(require.resolve(`${scope}/${name}/package.json`)), ...rest);
};

/** The files of `@mui/...` packages kept in one folder (a test's scratch copy). */
export const muiFilesIn =
  (folder: string): MuiFiles =>
  (file) =>
    path.join(folder, file);

/** Whether a module id (Vite's, with `/`; a test's, with the system's separator) is the target's file. */
export const isTargetFile = (id: string, target: MuiTarget) =>
  id.replaceAll('\\', '/').endsWith(`/${target.file}`);

/**
 * Stops the build when a file a plugin patches is gone or no longer holds the text the patch relies
 * on (after an MUI upgrade, say): the patch would otherwise stop applying without a word, and what it
 * left out would come back into every page.
 */
export function checkMuiTargets(plugin: string, targets: readonly MuiTarget[], files: MuiFiles): void {
  const source = `scripts/vite-plugins/${plugin}.ts`;
  for (const target of targets) {
    let code: string;
    try {
      code = readFileSync(files(target.file), 'utf8');
    } catch {
      throw new Error(
        `${source} patches ${target.file}, which is not there any more (an MUI upgrade?): point the plugin at MUI's new file, or remove the plugin`,
      );
    }
    if (!code.includes(target.text))
      throw new Error(
        `${source} patches ${target.file}, which no longer contains ${JSON.stringify(target.text)} (an MUI upgrade?): update the plugin to what the file holds now, or remove the plugin`,
      );
  }
}
