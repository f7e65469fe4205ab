// `npm start`'s entry, in plain JavaScript so that any Node reads it: the server is TypeScript that
// only Node 24's type stripping runs, and an older Node stops at the first .ts file with a stack trace.
// This says in one sentence which Node it needs, read from package.json's engines, before loading it.
import { existsSync, readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const needed = Number(/\d+/.exec(engines.node)[0]);
if (Number(process.versions.node.split('.')[0]) < needed) {
  console.error(
    `Aden's server needs Node.js ${needed} or later (this is ${process.version}): run it on that Node, or with npm start after npm ci, which installs it for the npm scripts.`,
  );
  process.exit(1);
}
// `.env` in the working folder, as `npm run dev` and `npm run build` read it (--env-file-if-exists):
// read here rather than by that flag, which an older Node would refuse before this check could run.
// A variable already set in the environment wins.
if (existsSync('.env')) process.loadEnvFile('.env');
await import('./start.ts');
