import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from './support/env';
import { type NuError, nuCheckerErrors } from './support/nuChecker';
import { expect, test } from './support/test';

// The W3C Nu HTML checker over every HTML page of the run's build (each prerendered page, the 404
// page, the app shell), read as files, in one run of the checker. A page of known errors goes in the
// same run, so a checker that reports nothing cannot pass.

const client = path.resolve(E2E.outDir, 'client');
const builtPages = () =>
  readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(client, file))
    .sort();

/** Two mistakes the site once made: a heading inside a span, a table column without cells. */
const BROKEN_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Known errors</title></head>
<body>
<span><h3>A heading in a span</h3></span>
<table><tr><th colspan="2">Plan</th></tr><tr><td>Team</td></tr></table>
</body>
</html>
`;

let brokenPage = '';
let errors: NuError[] = [];

test.beforeAll(() => {
  // One Java start over about a hundred pages: slow on a loaded machine.
  test.setTimeout(300_000);
  brokenPage = test.info().outputPath('known-errors.html');
  writeFileSync(brokenPage, BROKEN_PAGE);
  errors = nuCheckerErrors([brokenPage, ...builtPages()]);
});

const where = (error: NuError) =>
  `${path.relative(client, error.file)}:${error.line ?? '?'}: ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ')}` : ''}`;

test('the Nu checker reports the errors of a page known to have them, with their lines', () => {
  const found = errors.filter((error) => error.file === brokenPage);
  expect(found.map((error) => [error.line, error.message])).toEqual(
    expect.arrayContaining([
      [5, expect.stringContaining('“h3” not allowed as child of element “span”')],
      [6, expect.stringContaining('Table column 2 established by element “th” has no cells beginning in it')],
    ]),
  );
});

test('every HTML page of the build passes the Nu checker with 0 errors', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(90);
  const found = errors.filter((error) => error.file !== brokenPage);
  expect(found.map(where).join('\n'), `${found.length} error(s) in ${pages.length} pages`).toBe('');
});
