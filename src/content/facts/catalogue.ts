/** How many modules Aden has, in figures and in words, for copy that states the count. */
import { moduleSlugs } from '@/content/slugs';

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** A count in words where prose wants it ("nine"), in figures past twelve. */
export const inWords = (count: number): string => WORDS[count] ?? String(count);

export const moduleCount = moduleSlugs.length;
export const moduleCountInWords = inWords(moduleCount);
