/**
 * The pieces loaded on intent, from Vite's build manifest: a dynamic entry's chunk and the chunks it
 * imports that the shell does not already load (the entry and its start-up stages, STARTUP_CHUNKS).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ClientManifest as Manifest, STARTUP_CHUNKS, stageChunkName } from '../build/pageScripts';
import type { LazyPiece } from './results';
import { gzipKb } from './weights';

/** Which source modules make up each lazy piece (the first manifest key matching wins). */
export const LAZY_PIECES: { name: string; source: RegExp }[] = [
  { name: 'auth dialog', source: /features\/auth\/AuthDialog\.tsx$/ },
  { name: 'contact dialog + phone picker', source: /features\/contact\/ContactDialog\.tsx$/ },
  { name: 'Google sign-in', source: /features\/auth\/GoogleSignInButton\.tsx$/ },
  { name: 'ROI chart', source: /roi-calculator\/.*Chart\.tsx$/ },
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function lazyPieces(manifestFile: string, clientDir: string): LazyPiece[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  const shell = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const stageChunks = new Set<string>(STARTUP_CHUNKS.map(stageChunkName));
  const stages = Object.keys(manifest).filter((key) => stageChunks.has(manifest[key]?.name ?? ''));
  for (const stage of stages) closure(manifest, stage, shell);
  const pieces: LazyPiece[] = [];
  for (const { name, source } of LAZY_PIECES) {
    const key = Object.keys(manifest).find((candidate) => source.test(candidate));
    if (!key) continue;
    const own = [...closure(manifest, key)].filter((member) => !shell.has(member));
    const kb = own.reduce((total, member) => {
      const file = manifest[member]?.file;
      return file ? total + gzipKb(readFileSync(path.join(clientDir, file))) : total;
    }, 0);
    pieces.push({ name, kb, files: own.length });
  }
  return pieces;
}
