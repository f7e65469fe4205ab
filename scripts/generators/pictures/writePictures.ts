import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Fragment, fragmentSrc } from '../../../src/content/fragmentModel';
import type { ProductScreen } from '../../../src/content/screenModel';
import { CROPS, type Crop, screenSrc } from '../../../src/content/screenModel';
import { drawCover } from './drawCover';
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
 * Draws both crops of every product picture and of every fragment (feature rows, integration-process
 * heroes), and the posts' covers, into the served folder, at the paths the pages name.
 */
export async function writePictures(
  screens: readonly ProductScreen[],
  fragments: readonly { name: string; fragment: Fragment }[],
  covers: readonly { src: string; fragment: Fragment }[],
  clientDir: string,
): Promise<void> {
  for (const screen of screens)
    for (const crop of crops)
      await write(clientDir, screenSrc(screen.name, crop), () => drawScreen(screen, crop), screen.page);
  for (const { name, fragment } of fragments)
    for (const crop of crops)
      await write(clientDir, fragmentSrc(name, crop), () => drawFragment(fragment, crop), name);
  for (const { src, fragment } of covers) await write(clientDir, src, () => drawCover(fragment), src);
}
