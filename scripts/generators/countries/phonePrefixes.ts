// Derives the country picker's priority and area codes from libphonenumber's metadata (the data
// mui-tel-input's phone logic runs on). Used by scripts/generators/countries/generate.ts to write the table and by
// tests/src/features/contact/countryTable.test.ts to prove the committed table still matches the installed metadata.
import metadata from 'libphonenumber-js/metadata.min.json';
import { Metadata } from 'libphonenumber-js/min';

/** Longest prefix looked at when telling apart countries that share a dial code. */
const MAX_PREFIX_DIGITS = 6;

type Node =
  | { kind: 'chars'; digits: string }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

/**
 * Parses the regular-expression subset libphonenumber's patterns use: digits, `\d`, classes such as
 * `[02-9]`, groups `(?:…)`, alternation, `?` and `{n}` / `{n,m}`.
 */
const parsed = new Map<string, Node>();

function parse(pattern: string): Node {
  const known = parsed.get(pattern);
  if (known) return known;
  const tree = parsePattern(pattern);
  parsed.set(pattern, tree);
  return tree;
}

function parsePattern(pattern: string): Node {
  let at = 0;
  const alternation = (): Node => {
    const options = [sequence()];
    while (pattern[at] === '|') {
      at += 1;
      options.push(sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'alt', options };
  };
  const sequence = (): Node => {
    const items: Node[] = [];
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') items.push(quantified(atom()));
    return { kind: 'seq', items };
  };
  const atom = (): Node => {
    const char = pattern[at];
    if (char === '(') {
      if (pattern.slice(at, at + 3) !== '(?:') throw new Error(`Unsupported group in ${pattern}`);
      at += 3;
      const inner = alternation();
      at += 1; // ')'
      return inner;
    }
    if (char === '\\') {
      if (pattern[at + 1] !== 'd') throw new Error(`Unsupported escape in ${pattern}`);
      at += 2;
      return { kind: 'chars', digits: '0123456789' };
    }
    if (char === '[') {
      const end = pattern.indexOf(']', at);
      const body = pattern.slice(at + 1, end);
      at = end + 1;
      let digits = '';
      for (let i = 0; i < body.length; i += 1) {
        if (body[i + 1] === '-') {
          for (let d = Number(body[i]); d <= Number(body[i + 2]); d += 1) digits += String(d);
          i += 2;
        } else digits += body[i];
      }
      return { kind: 'chars', digits };
    }
    if (char !== undefined && /\d/.test(char)) {
      at += 1;
      return { kind: 'chars', digits: char };
    }
    throw new Error(`Unsupported character ${char} in ${pattern}`);
  };
  const quantified = (node: Node): Node => {
    if (pattern[at] === '?') {
      at += 1;
      return { kind: 'repeat', node, min: 0, max: 1 };
    }
    const match = /^\{(\d+)(?:,(\d+))?\}/.exec(pattern.slice(at));
    if (!match) return node;
    at += match[0].length;
    const min = Number(match[1]);
    return { kind: 'repeat', node, min, max: match[2] === undefined ? min : Number(match[2]) };
  };
  const tree = alternation();
  if (at !== pattern.length) throw new Error(`Could not read ${pattern}`);
  return tree;
}

/**
 * Runs the pattern over a set of beginnings and returns every way they go on, each cut to `limit`
 * digits; `keep` prunes beginnings that cannot lead anywhere of interest.
 */
function advance(
  node: Node,
  starts: Set<string>,
  limit: number,
  keep: (digits: string) => boolean,
): Set<string> {
  switch (node.kind) {
    case 'chars': {
      const out = new Set<string>();
      for (const start of starts) {
        if (start.length >= limit) out.add(start);
        else for (const digit of node.digits) if (keep(start + digit)) out.add(start + digit);
      }
      return out;
    }
    case 'alt': {
      const out = new Set<string>();
      for (const option of node.options)
        for (const value of advance(option, starts, limit, keep)) out.add(value);
      return out;
    }
    case 'seq':
      return node.items.reduce((current, item) => advance(item, current, limit, keep), starts);
    case 'repeat': {
      const out = new Set<string>(node.min === 0 ? starts : []);
      let current = starts;
      for (let count = 1; count <= node.max; count += 1) {
        current = advance(node.node, current, limit, keep);
        // Once every beginning is cut at the limit, further repeats change nothing.
        const saturated = [...current].every((value) => value.length >= limit);
        if (count >= node.min || saturated) for (const value of current) out.add(value);
        if (saturated) break;
      }
      return out;
    }
  }
}

const keepAll = () => true;

/** The finite set of digit strings a leading-digits pattern matches (they are prefix patterns). */
function expandLeadingDigits(pattern: string): string[] {
  return [...advance(parse(pattern), new Set(['']), Number.POSITIVE_INFINITY, keepAll)].sort();
}

/** The part of libphonenumber's Metadata class used here (its published types leave it out). */
interface NumberingPlans {
  selectNumberingPlan(iso2: string): void;
  numberingPlan: {
    leadingDigits(): string | undefined;
    type(type: string): { pattern(): string } | undefined;
  };
}
const phoneMetadata = new (Metadata as unknown as new (json: unknown) => NumberingPlans)(metadata);

/** The national-number patterns of every number type of a country (fixed line, mobile, toll free…). */
export function typePatterns(iso2: string): string[] {
  phoneMetadata.selectNumberingPlan(iso2);
  const types = [
    'FIXED_LINE',
    'MOBILE',
    'TOLL_FREE',
    'PREMIUM_RATE',
    'SHARED_COST',
    'VOIP',
    'PERSONAL_NUMBER',
    'PAGER',
    'UAN',
    'VOICEMAIL',
  ] as const;
  const patterns: string[] = [];
  for (const type of types) {
    const pattern = phoneMetadata.numberingPlan.type(type)?.pattern();
    if (pattern) patterns.push(pattern);
  }
  return patterns;
}

function leadingDigits(iso2: string): string | undefined {
  phoneMetadata.selectNumberingPlan(iso2);
  return phoneMetadata.numberingPlan.leadingDigits() || undefined;
}

/** The prefixes of `length` digits that some valid number of the country starts with, among those `keep` allows. */
export function prefixes(iso2: string, length: number, keep: (digits: string) => boolean): Set<string> {
  const out = new Set<string>();
  for (const pattern of typePatterns(iso2))
    for (const value of advance(parse(pattern), new Set(['']), length, keep))
      if (value.length === length) out.add(value);
  return out;
}

/** Whether a country may own numbers starting with each prefix of one length (libphonenumber's test). */
function claims(
  iso2: string,
  length: number,
  keep: (digits: string) => boolean,
): (prefix: string) => boolean {
  const declared = leadingDigits(iso2);
  if (declared) {
    // A country with leading digits takes every number they start (libphonenumber checks these first).
    const starts = expandLeadingDigits(declared);
    return (prefix) => starts.some((start) => start.startsWith(prefix) || prefix.startsWith(start));
  }
  const own = prefixes(iso2, length, keep);
  return (prefix) => own.has(prefix);
}

/**
 * The shortest national-number prefixes that only this country's numbers start with, among the
 * countries sharing its dial code: its leading digits when the metadata has them, else prefixes found
 * from its number patterns.
 */
function areaCodesOf(iso2: string, neighbours: readonly string[]): string[] {
  const declared = leadingDigits(iso2);
  if (declared) return expandLeadingDigits(declared);
  const others = neighbours.filter((other) => other !== iso2);
  const found: string[] = [];
  let open = new Set(['']);
  for (let length = 1; length <= MAX_PREFIX_DIGITS && open.size > 0; length += 1) {
    // A beginning is worth following while it agrees with one of the prefixes still undecided.
    const openBeginnings = new Set(
      [...open].flatMap((prefix) => [...prefix].map((_, i) => prefix.slice(0, i + 1))),
    );
    const keep = (digits: string) =>
      digits.length < length
        ? openBeginnings.has(digits) || open.has(digits)
        : open.has(digits.slice(0, length - 1));
    const theirs = others.map((other) => claims(other, length, keep));
    const next = new Set<string>();
    for (const candidate of prefixes(iso2, length, keep)) {
      if (theirs.every((claim) => !claim(candidate))) found.push(candidate);
      else next.add(candidate);
    }
    open = next;
  }
  return found.sort();
}

export interface PhonePlan {
  iso2: string;
  dialCode: string;
  /** 0 for the main country of its dial code, then 1, 2… in libphonenumber's order. */
  priority: number;
  /** Prefixes of the national number that pick this country; null for the main country. */
  areaCodes: string[] | null;
}

/** Every country and territory of the metadata with its dial code, priority and area codes. */
export function phonePlans(): PhonePlan[] {
  const plans: PhonePlan[] = [];
  for (const [dialCode, countries] of Object.entries(metadata.country_calling_codes)) {
    countries.forEach((iso2, priority) => {
      if ((iso2 as string) === '001') return; // non-geographic numbers: no country to pick
      const areaCodes = priority === 0 ? null : areaCodesOf(iso2, countries);
      plans.push({
        iso2,
        dialCode,
        priority,
        areaCodes: areaCodes && areaCodes.length > 0 ? areaCodes : null,
      });
    });
  }
  return plans.sort((a, b) => a.iso2.localeCompare(b.iso2));
}
