import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductScreen } from '../../../src/content/screenModel';
import { CROPS, type Crop, screenSrc } from '../../../src/content/screenModel';
import { drawScreen } from './drawScreen';

/** Draws both crops of every product picture into the served folder, at the paths the pages name. */
export async function writePictures(screens: readonly ProductScreen[], clientDir: string): Promise<void> {
  for (const screen of screens)
    for (const crop of Object.keys(CROPS) as Crop[]) {
      const src = screenSrc(screen.name, crop);
      const file = path.join(clientDir, src);
      await mkdir(path.dirname(file), { recursive: true });
      const svg = await drawScreen(screen, crop).catch((error: unknown) => {
        throw new Error(`${src} (${screen.page}): ${(error as Error).message}`);
      });
      await writeFile(file, svg);
    }
}
