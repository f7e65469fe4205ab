/**
 * The physical limit of a prerendered page: the same HTML with every script and module preload removed,
 * and the press shell's rules, which only the press capture uses. Structured data (JSON-LD) stays: it
 * runs nothing, and a page without scripts still tells search engines what it is.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRESS_SHELL_STYLE_ID } from '../vite-plugins/pressCapturePlugin';

export const stripScripts = (html: string) =>
  html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) ? script : '',
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(new RegExp(`<style id="${PRESS_SHELL_STYLE_ID}">[^<]*</style>`), '');

/** Writes the no-script copy of each route's prerendered page into `outDir`, same paths. */
export function writeNoScriptCopies(clientDir: string, outDir: string, routes: string[]) {
  for (const route of routes) {
    const relative = route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html');
    const html = readFileSync(path.join(clientDir, relative), 'utf8');
    mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
    writeFileSync(path.join(outDir, relative), stripScripts(html));
  }
}
