import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDoc,
  concretePart,
  docPaths,
  type Repository,
  readRepository,
} from '../../../scripts/ci/docsCheck';

const root = path.resolve(import.meta.dirname, '../../..');

/** A small repository for the sample docs: what exists is listed here. */
const samplePaths = [
  'src',
  'src/lib',
  'src/lib/http.ts',
  'src/boot',
  'src/boot/start',
  'src/boot/start/main.tsx',
  'src/boot/start/StartMain.tsx',
  'src/content',
  'src/content/blog',
  'src/content/blog/hello.md',
  'docs',
  'docs/flows.md',
  '.ci/run',
];
const sampleRepo: Repository = {
  exists: (relativePath) => samplePaths.includes(relativePath),
  scripts: new Set(['start', 'test', 'build']),
  codeIdentifiers: new Set(['VITE_API_BASE', 'PORT']),
  paths: samplePaths,
  sectionsOf: (doc) => (doc === 'docs/flows.md' ? new Set(['Wiring a flow', 'Mutation testing']) : undefined),
  // The sample's code spells only its file names.
  spelledUnder: (word, folder) =>
    samplePaths.some((known) => (folder === '' || known.startsWith(`${folder}/`)) && known.includes(word)),
};

const problemsOf = (text: string, doc = 'docs/sample.md') =>
  checkDoc(doc, text, sampleRepo).map((found) => found.problem);

describe('checkDoc on sample docs', () => {
  it('accepts a doc whose paths, scripts, file names and variables all exist', () => {
    const text = [
      'The client is `src/lib/http.ts` (`http.ts`, imported as `src/lib/http`); posts are `src/content/blog/{slug}.md`.',
      'Run `npm run build`, then `npm start`; `bash .ci/run` runs CI. See [flows](flows.md).',
      'Set `VITE_API_BASE` or `PORT`.',
    ].join('\n');
    expect(problemsOf(text)).toEqual([]);
  });

  it('fails on a doc naming a file that does not exist', () => {
    expect(problemsOf('The client is in `src/lib/httpClient.ts`.')).toEqual([
      'names src/lib/httpClient.ts, which does not exist',
    ]);
  });

  it('fails on a path without code marks and on a missing folder before a placeholder', () => {
    expect(problemsOf('See server/app.ts and src/content/posts/{slug}.md.')).toEqual([
      'names server/app.ts, which does not exist',
      'names src/content/posts/{slug}.md, which does not exist',
    ]);
  });

  it('fails on an npm script package.json lacks', () => {
    expect(problemsOf('Run `npm run bench` here.')).toEqual([
      'names npm script "bench", which package.json lacks',
    ]);
  });

  it('fails on an environment variable nothing reads', () => {
    expect(problemsOf('Set `VITE_API_URL` and `HOST`.')).toEqual([
      'names VITE_API_URL, which no code reads or defines',
      'names HOST, which no code reads or defines',
    ]);
  });

  it('fails on a bare file name no source file has, and on a broken relative link', () => {
    expect(problemsOf('`authDialog.tsx` is described in [the server](server.md).')).toEqual([
      'names authDialog.tsx, which does not exist',
      'links to server.md, which does not exist',
    ]);
  });

  it('fails on a folder or file named in prose that exists nowhere', () => {
    expect(problemsOf('Start-up stages live in startup/, the entry in main.tsx and boot.tsx.')).toEqual([
      'names startup/, which does not exist',
      'names boot.tsx, which does not exist',
    ]);
  });

  it('fails on a false path in prose: a name resolved against the folder its sentence is about', () => {
    expect(problemsOf('The client is `src/lib/http.ts`, and beside it `http.ts` and `main.tsx`.')).toEqual([
      'names main.tsx in src/lib/, which has none',
    ]);
    expect(
      checkDoc('docs/sample.md', 'Start-up is in `src/lib/`, where the\nentry is main.tsx.', sampleRepo),
    ).toEqual([{ doc: 'docs/sample.md', line: 2, problem: 'names main.tsx in src/lib/, which has none' }]);
  });

  it('fails on a name the words after it place in a folder that has none', () => {
    expect(
      problemsOf(
        'The entry is `main.tsx` in `src/lib/`; `http.ts` (in `src/boot/`) and main.tsx, beside `src/lib/http.ts`.',
      ),
    ).toEqual([
      'names main.tsx in src/lib/, which has none',
      'names http.ts in src/boot/, which has none',
      'names main.tsx in src/lib/, which has none',
    ]);
    expect(problemsOf('`main.tsx` lives in `src/boot/start/`, and imports `src/lib/http.ts`.')).toEqual([]);
  });

  it("fails on a page, style or script file named where none is, and accepts the build's pages", () => {
    expect(
      problemsOf('The lab is `lab.html` in `src/boot/`, styled by site.css and run by `start.mjs`.'),
    ).toEqual([
      'names lab.html in src/boot/, which has none',
      'names site.css in src/boot/, which has none',
      'names start.mjs in src/boot/, which has none',
    ]);
    expect(problemsOf('`/pricing` serves `pricing/index.html`, an unknown path `404.html`.')).toEqual([]);
  });

  it('fails on a code name or a called function in prose that no code spells', () => {
    expect(problemsOf('`StartMain` renders `HeroBanner`; `Reload` is a word.')).toEqual([
      'names HeroBanner, which no code spells',
    ]);
    expect(problemsOf('It calls `http(path)`, then `allPayloads()`; `x.http()` is a method.')).toEqual([
      'names allPayloads, which no code spells',
    ]);
  });

  it('accepts a file a code example writes itself', () => {
    const example = ['```sh', "cat > proxy.mjs <<'JS'", 'JS', 'node proxy.mjs', '```'];
    expect(problemsOf(example.join('\n'))).toEqual([]);
    expect(problemsOf(['```sh', 'node proxy.mjs', '```'].join('\n'))).toEqual([
      'names proxy.mjs, which does not exist',
    ]);
  });

  it('resolves a name against its own sentence only, and anywhere before a sentence names a folder', () => {
    const text = [
      'The client is `src/lib/http.ts`. The entry is main.tsx, in `src/boot/start/`.',
      '- `src/lib/` holds `http.ts`',
      '- the entry is `main.tsx`',
      '| `src/content/` | hello.md |',
      '| main.tsx | the entry |',
    ].join('\n');
    expect(problemsOf(text)).toEqual([]);
  });

  it("resolves a map's names against the folder of their entry, continuation lines included", () => {
    const map = [
      '```',
      'src/boot/      start/: the entry (main.tsx)',
      'src/lib/       http.ts and',
      '               main.tsx',
      '```',
    ];
    expect(problemsOf(map.join('\n'))).toEqual(['names main.tsx in src/lib/, which has none']);
    const floors = ['```', ' 2  src/boot/     start/', ' 1  src/lib/      http.ts, start/', '```'];
    expect(problemsOf(floors.join('\n'))).toEqual(['names start/ in src/lib/, which has none']);
  });

  it("holds a map's code names to the folder of their entry, and leaves code examples alone", () => {
    const map = ['```', 'src/boot/      the entry (StartMain, HttpClient)', '```'];
    expect(problemsOf(map.join('\n'))).toEqual(['names HttpClient in src/boot/, which has none']);
    expect(problemsOf(['```ts', 'src/boot/ const client: HttpClient;', '```'].join('\n'))).toEqual([]);
  });

  it('reads an npm script named at the end of a phrase without its colon', () => {
    expect(problemsOf('# npm run build: the site. npm run bench: Lighthouse.')).toEqual([
      'names npm script "bench", which package.json lacks',
    ]);
  });

  it('fails on a section cited by a name its doc lacks', () => {
    const text = [
      'See `docs/flows.md`, "Wiring a flow", and [flows](flows.md), "Mutation',
      'testing"; not flows.md, "Mutation tests".',
    ].join('\n');
    expect(checkDoc('docs/sample.md', text, sampleRepo)).toEqual([
      {
        doc: 'docs/sample.md',
        line: 2,
        problem: 'cites "Mutation tests" of docs/flows.md, which has no such section',
      },
    ]);
  });

  it('reports the line of each problem', () => {
    expect(checkDoc('README.md', 'fine\n`npm run nope`', sampleRepo)).toEqual([
      { doc: 'README.md', line: 2, problem: 'names npm script "nope", which package.json lacks' },
    ]);
  });

  it('keeps the part of a path before its first placeholder', () => {
    expect(concretePart('src/features/<flow>/<flow>.effects.ts')).toBe('src/features');
    expect(concretePart('docs/decisions/NNNN-short-name.md')).toBe('docs/decisions');
    expect(concretePart('scripts/bench/')).toBe('scripts/bench');
  });
});

/** Variables the environment gives that are no setting: Vite's own, Node's, CI's, and what one run sets for another. */
const NOT_SETTINGS = new Set([
  'DEV',
  'PROD',
  'MODE',
  'SSR',
  'BASE_URL',
  'CI',
  'UV_THREADPOOL_SIZE',
  'VITE_BUILD_ID',
  'MACHINE_COVERAGE',
  // Set by tests/src/flow-lab/sandbox/copyAsTest.test.ts for its own vitest run, never by a person.
  'LAB_COPIES',
]);
const ENV_READ = /(?:process\.env|import\.meta\.env|\benv_?)\.([A-Z][A-Z0-9_]+)/g;
/** A key of a validated configuration's schema: `  PORT: z.coerce...`, `  VITE_API_BASE: string('/api'),`. */
const SCHEMA_KEY = /^ {2}([A-Z][A-Z0-9_]+):/gm;

/** Every variable the code reads from the environment. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const files = ['vite.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'stryker.config.mjs'];
  for (const folder of ['src', 'server', 'scripts', 'machines', 'contract', 'tests'])
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
      if (entry.isFile() && /\.(?:ts|tsx|mjs)$/.test(entry.name))
        files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, name = ''] of text.matchAll(ENV_READ)) read.add(name);
  }
  for (const config of ['server/config/serverConfig.ts', 'src/lib/config/siteConfig.ts'])
    for (const [, name = ''] of readFileSync(path.join(root, config), 'utf8').matchAll(SCHEMA_KEY))
      read.add(name);
  return new Set([...read].filter((name) => !NOT_SETTINGS.has(name)));
}

describe('.env.example', () => {
  it('lists every variable the code reads, as the README says', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(50);
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});

describe('the repository docs', () => {
  const repo = readRepository(root);
  const docs = docPaths(root);

  it('reads the README, .env.example and every doc under docs/', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('.env.example');
    expect(docs).toContain('docs/architecture.md');
  });

  it('README names every npm script', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const named = new Set([...readme.matchAll(/`npm (?:run )?([\w:-]+)/g)].map((match) => match[1]));
    expect([...repo.scripts].filter((script) => !named.has(script))).toEqual([]);
  });

  it("README's map names every folder under src/", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const map = readme.slice(readme.indexOf('## The map'), readme.indexOf('**Import rules**'));
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    expect(folders.filter((folder) => !map.includes(folder))).toEqual([]);
  });

  it("README's map names every folder one level below a folder of src/ in that folder's entry", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const mapStart = readme.indexOf('\n```\ncontract/');
    const map = readme.slice(mapStart, readme.indexOf('\n```\n', mapStart + 5));
    // An entry runs from its line, which starts with its folder, to the next entry's.
    const entryOf = (folder: string) => {
      const start = map.indexOf(`\n${folder}/ `);
      const next = map.slice(start + 1).search(/\n\S/);
      return start === -1 ? '' : map.slice(start, next === -1 ? undefined : start + 1 + next);
    };
    const subfolders = (folder: string) =>
      readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    const missing = subfolders('src')
      // A route kind's folder is named by its route (tests/src/pages/pageFolders.test.ts holds them).
      .filter((folder) => folder !== 'pages')
      .flatMap((folder) =>
        subfolders(`src/${folder}`)
          .filter((inner) => !new RegExp(`(?<![\\w-])${inner}(?![\\w-])`).test(entryOf(`src/${folder}`)))
          .map((inner) => `src/${folder}/${inner}`),
      );
    expect(entryOf('src/lib')).toContain('http/');
    expect(missing).toEqual([]);
  });

  it("README's import rules of machines/ and contract/ hold for the packages they import", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain('| `machines/` imports xstate and `contract/` only');
    expect(readme).toContain('| `contract/` imports zod only');
    const importsOf = (folder: string) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
        .flatMap((entry) => [
          ...readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(
            /(?:^import|^export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(['"]([^'"]+)['"]\)/gm,
          ),
        ])
        .map((match) => match[1] ?? match[2] ?? '');
    // Relative imports stay in the repository, where the import-graph test judges them; a package is named.
    const outside = (folder: string, allowed: RegExp) =>
      [...new Set(importsOf(folder))].filter(
        (specifier) => !/^\.\.?\//.test(specifier) && !allowed.test(specifier),
      );
    expect(outside('machines', /^(?:xstate(?:\/\w+)?|@machines\/.+|@contract\/.+)$/)).toEqual([]);
    expect(outside('contract', /^zod(?:\/.+)?$/)).toEqual([]);
  });

  it("README's import-rule table names folders biome.json gives a rule, and the map names every such folder", () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('| rule | why |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    const { overrides } = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[] }[];
    };
    const ruled = new Set(
      overrides.flatMap((override) => override.includes.map((glob) => glob.replace(/\/\*\*$/, ''))),
    );
    // A code folder the table names (`src/app`, `machines/`), not a file; tests/ is no code (importFloors checks it).
    const named = rows.flatMap((row) =>
      [...row.matchAll(/`((?:src\/[\w-]+|machines|contract|server)\/?)`/g)].map((match) =>
        (match[1] ?? '').replace(/\/$/, ''),
      ),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(named.filter((folder) => !ruled.has(folder))).toEqual([]);
    const map = readme.slice(readme.indexOf('## The map'), readme.indexOf('**Import rules**'));
    expect([...ruled].filter((folder) => !map.includes(`${folder}/`))).toEqual([]);
  });

  it('name only paths, scripts, file names and variables that exist', () => {
    const problems = docs.flatMap((doc) => checkDoc(doc, readFileSync(path.join(root, doc), 'utf8'), repo));
    expect(problems.map(({ doc, line, problem }) => `${doc}:${line} ${problem}`)).toEqual([]);
  });
});
