import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { featureFragments } from '../../src/content/featureFragments';
import { fragmentSrc } from '../../src/content/fragmentModel';
import type { IllustrationId } from '../../src/content/schema';
import type { ProductScreen } from '../../src/content/screenModel';
import { CROPS, type Crop, screenSrc } from '../../src/content/screenModel';
import { drawFragment } from './drawFragment';
import { drawScreen } from './drawScreen';

const crops = Object.keys(CROPS) as Crop[];

async function write(clientDir: string, src: string, draw: () => Promise<string>, owner: string) {
  const file = path.join(clientDir, src);
  await mkdir(path.dirname(file), { recursive: true });
  const svg = await draw().catch((error: unknown) => {
    throw new Error(`${src} (${owner}): ${(error as Error).message}`);
  });
  await writeFile(file, svg);
}

/**
 * Draws both crops of every product picture and of every feature row's fragment into the served
 * folder, at the paths the pages name.
 */
export async function writePictures(screens: readonly ProductScreen[], clientDir: string): Promise<void> {
  for (const screen of screens)
    for (const crop of crops)
      await write(clientDir, screenSrc(screen.name, crop), () => drawScreen(screen, crop), screen.page);
  for (const [id, fragment] of Object.entries(featureFragments))
    for (const crop of crops)
      await write(
        clientDir,
        fragmentSrc(id as IllustrationId, crop),
        () => drawFragment(fragment, crop),
        'featureFragments.ts',
      );
}
