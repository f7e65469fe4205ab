import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUTTON_LABELS } from '../../contract/buttonLabels';
import { machines } from '../../machines/index';
import { machineWords, stateNodesOf } from '../../machines/words';

const root = path.resolve(import.meta.dirname, '../..');
const LABELS: readonly string[] = Object.values(BUTTON_LABELS);

/**
 * The buttons a sentence of the flows' words names, that are not the site's: "presses X …" and
 * "the X button" name a button by its label. Google draws its own button, with its own words.
 */
function strangeButtons(sentence: string): string[] {
  const named = [
    ...[...sentence.matchAll(/presses ([A-Z][^,;]*)/g)].map((match) => match[1] ?? ''),
    ...[...sentence.matchAll(/the ([A-Z][\w ]*?) button/g)].map((match) => match[1] ?? ''),
  ].filter((name) => !name.includes('Google'));
  return named.filter((name) => !LABELS.some((label) => name === label || name.startsWith(`${label} `)));
}

const sourcesUnder = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(root, folder, file), 'utf8'));

describe("the site's button labels", () => {
  it('are the only button names in the flows’ words, which the lab’s chart and panels say', () => {
    const strange: string[] = [];
    for (const entry of machines) {
      const words = machineWords(entry.machine);
      const sentences = [
        ...Object.values(words.events),
        ...stateNodesOf(entry.machine).map((node) => node.description ?? ''),
      ];
      for (const sentence of sentences)
        for (const name of strangeButtons(sentence)) strange.push(`${entry.id}: "${name}" in "${sentence}"`);
    }
    expect(strange).toEqual([]);
  });

  it('refuse a button the site does not show, and read a longer sentence after the label', () => {
    expect(strangeButtons('The visitor presses Reject all')).toEqual(['Reject all']);
    expect(strangeButtons('Only the Email me now button shows')).toEqual(['Email me now']);
    expect(strangeButtons('The visitor presses Send code to have a sign-up code e-mailed')).toEqual([]);
    expect(strangeButtons('The Continue with Google button is ready to be pressed')).toEqual([]);
  });

  it("are each rendered by the site's components from this one list", () => {
    const site = [...sourcesUnder('src/features'), ...sourcesUnder('src/components')].join('\n');
    const unread = Object.keys(BUTTON_LABELS).filter((key) => !site.includes(`BUTTON_LABELS.${key}`));
    expect(unread).toEqual([]);
  });
});
