import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { expect } from 'vitest';
import {
  installedMui,
  type MuiFiles,
  type MuiTarget,
  muiFilesIn,
} from '../../scripts/vite-plugins/muiTargets';

/**
 * A scratch copy of the installed files the targets name, as an upgrade might leave them: `change`
 * gives one file's new text, or undefined when the file is gone.
 */
function scratchMui(targets: readonly MuiTarget[], change?: { file: string; text: string | undefined }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mui-targets-'));
  for (const { file } of targets) {
    const copy = path.join(folder, file);
    mkdirSync(path.dirname(copy), { recursive: true });
    if (file !== change?.file) copyFileSync(installedMui(file), copy);
    else if (change.text !== undefined) writeFileSync(copy, change.text);
  }
  return folder;
}

/**
 * The plugin's build starts with the installed MUI and with a full copy of its targets, and stops,
 * naming the file and what is missing, when any one target's file is gone or no longer holds its text.
 */
export function expectBuildStopsWithoutTargets(
  plugin: (files: MuiFiles) => Plugin,
  targets: readonly MuiTarget[],
): void {
  const start = (files: MuiFiles) => () => (plugin(files).buildStart as () => void)();
  expect(start(installedMui)).not.toThrow();
  expect(start(muiFilesIn(scratchMui(targets)))).not.toThrow();
  for (const { file, text } of targets) {
    const gone = muiFilesIn(scratchMui(targets, { file, text: undefined }));
    expect(start(gone)).toThrow(`patches ${file}, which is not there any more`);
    const renamed = readFileSync(installedMui(file), 'utf8').replaceAll(text, 'renamed');
    const changed = muiFilesIn(scratchMui(targets, { file, text: renamed }));
    expect(start(changed)).toThrow(`patches ${file}, which no longer contains ${JSON.stringify(text)}`);
  }
}
