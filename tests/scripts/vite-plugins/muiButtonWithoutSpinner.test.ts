import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  muiButtonWithoutSpinner,
  NO_BUTTON_SPINNER,
  SPINNER_IMPORTS,
} from '../../../scripts/vite-plugins/muiButtonWithoutSpinner';
import { expectBuildStopsWithoutTargets } from '../../helpers/muiTargets';

const plugin = muiButtonWithoutSpinner();
const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
const load = plugin.load as (id: string) => string | null;
const mui = (file: string) => path.resolve('node_modules', '@mui', 'material', file);
const SPINNER = '../CircularProgress/index.mjs';

describe('muiButtonWithoutSpinner', () => {
  it("replaces the spinner only in MUI's Button and IconButton", () => {
    expect(resolveId(SPINNER, mui('Button/Button.mjs'))).not.toBeNull();
    expect(resolveId(SPINNER, mui('IconButton/IconButton.mjs'))).not.toBeNull();
    expect(resolveId(SPINNER, mui('index.mjs'))).toBeNull();
    expect(resolveId(SPINNER, path.resolve('src/app/LeavingOverlay.tsx'))).toBeNull();
    expect(resolveId('../ButtonBase/index.mjs', mui('Button/Button.mjs'))).toBeNull();
  });

  it('puts in its place a component that says why when a button renders it', async () => {
    const id = resolveId(SPINNER, mui('Button/Button.mjs'));
    const code = id ? load(id) : null;
    if (!code) throw new Error('The plugin did not replace the spinner');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mui-spinner-')), 'spinner.mjs');
    writeFileSync(file, code);
    const Spinner = (await import(pathToFileURL(file).href)).default as () => unknown;
    expect(() => Spinner()).toThrow(NO_BUTTON_SPINNER);
  });

  it('stops the build, naming the file, when a button no longer imports the spinner where it patches it', () => {
    expectBuildStopsWithoutTargets(muiButtonWithoutSpinner, SPINNER_IMPORTS);
  });
});
