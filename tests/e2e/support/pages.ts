import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './env';

/**
 * Every path the build prerendered, from the build manifest of the run's own build (the content
 * decides the paths, so they are read, not listed). Call it inside a test: the build exists by then.
 */
export function prerenderedPaths(): string[] {
  const client = path.resolve(E2E.outDir, 'client');
  const latest = JSON.parse(readFileSync(path.join(client, 'builds/latest.json'), 'utf8')) as { id: string };
  const meta = JSON.parse(readFileSync(path.join(client, `builds/meta/${latest.id}.json`), 'utf8')) as {
    prerendered: string[];
  };
  return meta.prerendered;
}
