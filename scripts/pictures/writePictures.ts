import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductScreen } from '../../src/content/screenModel';
import { screenSrc } from '../../src/content/screenModel';
import { drawScreen } from './drawScreen';

/** Draws every product picture into the served folder, at the path the pages name (screenSrc). */
export async function writePictures(screens: readonly ProductScreen[], clientDir: string): Promise<void> {
  for (const screen of screens) {
    const file = path.join(clientDir, screenSrc(screen.name));
    await mkdir(path.dirname(file), { recursive: true });
    const svg = await drawScreen(screen).catch((error: unknown) => {
      throw new Error(`${screenSrc(screen.name)} (${screen.page}): ${(error as Error).message}`);
    });
    await writeFile(file, svg);
  }
}
