/**
 * One US English style in what visitors read: the British spellings of words the site uses, or could,
 * found in the copy (every string of prose and JSX text in the content, pages, features and
 * components, and the Markdown posts), each with the US spelling to use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'vite';

/** British spelling: US spelling. Whole words, any case. */
export const US_SPELLINGS: Record<string, string> = {
  acknowledgement: 'acknowledgment',
  aluminium: 'aluminum',
  amongst: 'among',
  analyse: 'analyze',
  analysed: 'analyzed',
  analyses: 'analyzes',
  analysing: 'analyzing',
  apologise: 'apologize',
  authorisation: 'authorization',
  authorise: 'authorize',
  authorised: 'authorized',
  authorises: 'authorizes',
  behaviour: 'behavior',
  cancelled: 'canceled',
  cancelling: 'canceling',
  capitalise: 'capitalize',
  capitalised: 'capitalized',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  categorise: 'categorize',
  categorised: 'categorized',
  centralise: 'centralize',
  centralised: 'centralized',
  centre: 'center',
  centres: 'centers',
  cheque: 'check',
  cheques: 'checks',
  colour: 'color',
  'colour-coded': 'color-coded',
  coloured: 'colored',
  colours: 'colors',
  counsellor: 'counselor',
  customisation: 'customization',
  customise: 'customize',
  customised: 'customized',
  defence: 'defense',
  dialling: 'dialing',
  digitise: 'digitize',
  digitised: 'digitized',
  emphasise: 'emphasize',
  enrol: 'enroll',
  enrolment: 'enrollment',
  enrolments: 'enrollments',
  favour: 'favor',
  favourite: 'favorite',
  finalise: 'finalize',
  finalised: 'finalized',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  fulfils: 'fulfills',
  grey: 'gray',
  honour: 'honor',
  instalment: 'installment',
  instalments: 'installments',
  itemise: 'itemize',
  itemised: 'itemized',
  jewellery: 'jewelry',
  judgement: 'judgment',
  labelled: 'labeled',
  labelling: 'labeling',
  labour: 'labor',
  learnt: 'learned',
  levelled: 'leveled',
  licence: 'license',
  licences: 'licenses',
  maximise: 'maximize',
  maximised: 'maximized',
  memorise: 'memorize',
  metre: 'meter',
  metres: 'meters',
  minimise: 'minimize',
  minimised: 'minimized',
  modelling: 'modeling',
  neighbour: 'neighbor',
  normalise: 'normalize',
  normalised: 'normalized',
  optimisation: 'optimization',
  optimise: 'optimize',
  optimised: 'optimized',
  organisation: 'organization',
  organisations: 'organizations',
  organise: 'organize',
  organised: 'organized',
  organises: 'organizes',
  organising: 'organizing',
  practise: 'practice',
  prioritise: 'prioritize',
  prioritised: 'prioritized',
  programme: 'program',
  programmes: 'programs',
  realisation: 'realization',
  realise: 'realize',
  realised: 'realized',
  recognise: 'recognize',
  recognised: 'recognized',
  recognises: 'recognizes',
  recognising: 'recognizing',
  reorganise: 'reorganize',
  sanitise: 'sanitize',
  signalling: 'signaling',
  specialise: 'specialize',
  specialised: 'specialized',
  spelt: 'spelled',
  standardise: 'standardize',
  standardised: 'standardized',
  storey: 'story',
  summarise: 'summarize',
  summarised: 'summarized',
  summarises: 'summarizes',
  synchronise: 'synchronize',
  synchronised: 'synchronized',
  travelling: 'traveling',
  tyre: 'tire',
  utilisation: 'utilization',
  utilise: 'utilize',
  utilised: 'utilized',
  visualise: 'visualize',
  whilst: 'while',
  'car park': 'parking lot',
  'car parks': 'parking lots',
};

const BRITISH = new RegExp(
  `(?<![\\w./#-])(${Object.keys(US_SPELLINGS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\w/#-])`,
  'gi',
);

export interface BritishSpelling {
  file: string;
  line: number;
  word: string;
  us: string;
}

/** The British spellings in one piece of prose that starts at `line` of `file`. */
function spellingsIn(text: string, file: string, line: number): BritishSpelling[] {
  return [...text.matchAll(BRITISH)].map((match) => {
    const word = match[1] as string;
    return {
      file,
      line: line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0),
      word,
      us: US_SPELLINGS[word.toLowerCase()] as string,
    };
  });
}

/** Prose in code: string and template literals with a space in them (never a token such as `grey.100`), and JSX text. */
function codeProse(file: string, text: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const lineAt = (offset: number) => (text.slice(0, offset).match(/\n/g)?.length ?? 0) + 1;
  const keep = (prose: string | null | undefined, start: number, always = false) => {
    if (prose && (always || /[a-z][\s\u00a0]+[a-z]/i.test(prose)))
      found.push({ text: prose, line: lineAt(start) });
  };
  new Visitor({
    Literal: (node) => {
      if (typeof node.value === 'string') keep(node.value, node.start);
    },
    TemplateElement: (node) => keep(node.value.cooked, node.start),
    JSXText: (node) => keep(node.value, node.start, true),
  }).visit(parseSync(file, text).program);
  return found;
}

/** The British spellings in one file of copy: its prose if it is code, its text outside code if it is Markdown. */
export function britishSpellings(file: string, text: string): BritishSpelling[] {
  if (file.endsWith('.md')) {
    const outsideCode = text.replace(/```[\s\S]*?```|`[^`\n]*`/g, (code) => code.replace(/[^\n]/g, ' '));
    return spellingsIn(outsideCode, file, 1);
  }
  return codeProse(file, text).flatMap((prose) => spellingsIn(prose.text, file, prose.line));
}

/** The folders whose files hold what visitors read. */
export const COPY_ROOTS = ['src/content', 'src/pages', 'src/features', 'src/components', 'src/app'];

/** Every British spelling in the site's copy under `root`. */
export function findBritishSpellings(root: string): BritishSpelling[] {
  return COPY_ROOTS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|md)$/.test(file))
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .flatMap((file) => britishSpellings(file, readFileSync(path.join(root, file), 'utf8'))),
  );
}
