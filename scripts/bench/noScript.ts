/**
 * The physical limit of a prerendered page: the same HTML with every script and module preload removed,
 * and the press shell's rules, which only the press capture uses. Structured data (JSON-LD) stays: it
 * runs nothing, and a page without scripts still tells search engines what it is. The copy is a whole
 * site (the built client with the copies in place of its pages), for the reference server to serve as
 * it serves the site: same headers, same pictures and font.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRESS_SHELL_STYLE_ID } from '../vite-plugins/pressCapturePlugin';

export const stripScripts = (html: string) =>
  html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (script, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) ? script : '',
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(new RegExp(`<style id="${PRESS_SHELL_STYLE_ID}">[^<]*</style>`), '');

/**
 * Writes into `outDir` the built client with each route's page replaced by its no-script copy. The
 * copies' compressed siblings go: the reference server compresses a page without them as it starts.
 */
export function writeNoScriptSite(clientDir: string, outDir: string, routes: string[]) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(clientDir, outDir, { recursive: true });
  for (const route of routes) {
    const page = path.join(outDir, route === '/' ? '' : route.slice(1), 'index.html');
    writeFileSync(page, stripScripts(readFileSync(page, 'utf8')));
    for (const sibling of ['.br', '.gz']) rmSync(page + sibling, { force: true });
  }
}
