import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin, transformWithOxc } from 'vite';
import { pressShellCss } from '../../src/capture/pressShell.ts';

/** The press capture's most bytes after gzip (issue budget: it is in every page's head). */
export const PRESS_CAPTURE_BUDGET = 1024;

/** The inline script's element id: the browser suite and the build-output check find it by it. */
export const PRESS_CAPTURE_ID = 'press-capture';

/** The style element of the press shell's rules (src/capture/pressShell.ts), right after the capture. */
export const PRESS_SHELL_STYLE_ID = 'press-shell';

/** The text of the inline script with the id `id` in a page's HTML (empty when it has none). */
export function inlineScript(html: string, id: string): string {
  return new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
}

const captureDir = path.resolve(import.meta.dirname, '../../src/capture');

/** A file of src/capture that exports one function of the window, as one minified statement that runs it. */
async function windowScript(file: string): Promise<string> {
  const source = path.join(captureDir, file);
  const { code } = await transformWithOxc(await readFile(source, 'utf8'), source, { lang: 'ts' });
  const program = `(${code
    .replace(/^export function \w+/m, 'function ')
    .replace(/^export \{\s*\};?$/m, '')
    .trim()
    .replace(/;$/, '')})(window);`;
  const minified = await minify(file.replace(/ts$/, 'js'), program, { compress: true, mangle: true });
  return minified.code.trim();
}

/** src/capture/pressCapture.ts as one minified statement that runs it on the page's window. */
export const pressCaptureScript = () => windowScript('pressCapture.ts');

/**
 * src/capture/pressReplay.ts the same way: the app bundles it, and the capture's browser test runs it
 * beside the capture on a page of its own.
 */
export const pressReplayScript = () => windowScript('pressReplay.ts');

const CHARSET = /<meta charset="[^"]+"\s*\/?>/i;

/**
 * Puts the press capture in the site's head before any other script, in the dev server and the build
 * alike (the prerender fills the built index.html, so every page has it): right after the charset,
 * which must stay within the document's first 1024 bytes. With `googleSignIn` (a Google client id in
 * the build) the sign-up dialog's shell is as tall as the dialog with Google's button.
 */
export function pressCapture({ googleSignIn }: { googleSignIn: boolean }): Plugin {
  return {
    name: 'aden-press-capture',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        // The site's page only: the flow lab (src/flow-lab/index.html) has no prerendered controls.
        if (context.filename.includes('flow-lab')) return html;
        const charset = CHARSET.exec(html);
        if (!charset)
          throw new Error(`${context.filename} has no <meta charset> to put the press capture after`);
        const script = `<script id="${PRESS_CAPTURE_ID}">${await pressCaptureScript()}</script>`;
        const shell = `<style id="${PRESS_SHELL_STYLE_ID}">${pressShellCss({ googleSignIn })}</style>`;
        return html.replace(charset[0], `${charset[0]}\n    ${script}${shell}`);
      },
    },
  };
}
