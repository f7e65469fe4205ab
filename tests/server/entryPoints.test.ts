import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const packageJson: { engines: object; scripts: Record<string, string> } = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
);

describe("the server's entry on an older Node", () => {
  const sentence = (version: string) =>
    `Aden's server needs Node.js 24 or later (this is ${version}): run it on that Node, or with npm start after npm ci, which installs it for the npm scripts.\n`;

  it('says in one sentence which Node it needs, and loads none of the server', () => {
    const olderNode =
      "Object.defineProperty(process, 'version', { value: 'v20.1.0' });" +
      "Object.defineProperty(process.versions, 'node', { value: '20.1.0' });";
    const run = spawnSync(
      process.execPath,
      ['--import', `data:text/javascript,${encodeURIComponent(olderNode)}`, 'server/start.mjs'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, PORT: '1' } },
    );
    expect({ status: run.status, stderr: run.stderr, stdout: run.stdout }).toEqual({
      status: 1,
      stderr: sentence('v20.1.0'),
      stdout: '',
    });
  });

  // The machine's own Node, outside npm (Debian's /usr/bin/node), when it is an older one.
  const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (node) =>
      existsSync(node) &&
      Number(spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.split('.')[0]) <
        24,
  );
  it.skipIf(!systemNode)(`says the same on the machine's own older Node (${systemNode})`, () => {
    const run = spawnSync(systemNode as string, ['server/start.mjs'], { cwd: root, encoding: 'utf8' });
    const version = spawnSync(systemNode as string, ['-p', 'process.version'], {
      encoding: 'utf8',
    }).stdout.trim();
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 1, stderr: sentence(version) });
  });
});

describe('npm start, npm run dev, npm run build and npm run preview', () => {
  // Each script as package.json has it, in a scratch package whose entry files print what they read;
  // the real server/start.mjs, which reads .env itself before it loads server/start.ts.
  const scratch = mkdtempSync(path.join(tmpdir(), 'aden-scripts-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const probe = "console.log(process.env['ADEN_PROBE'] ?? '(unset)');\n";
  for (const entry of [
    'server/start.ts',
    'scripts/dev/devServer.ts',
    'scripts/dev/previewServer.ts',
    'scripts/build/build.ts',
  ]) {
    mkdirSync(path.join(scratch, path.dirname(entry)), { recursive: true });
    writeFileSync(path.join(scratch, entry), probe);
  }
  cpSync(path.join(root, 'server/start.mjs'), path.join(scratch, 'server/start.mjs'));
  const used = ['start', 'dev', 'build', 'preview'] as const;
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({
      type: 'module',
      engines: packageJson.engines,
      scripts: Object.fromEntries(used.map((name) => [name, packageJson.scripts[name]])),
    }),
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  writeFileSync(path.join(scratch, '.env'), 'ADEN_PROBE=from .env\n');

  /** What the script's entry read as ADEN_PROBE, with `env` on top of an environment without it. */
  const read = (script: string, env: Record<string, string> = {}) => {
    const { ADEN_PROBE: _, ...environment } = process.env;
    const run = spawnSync('npm', ['run', '--silent', script], {
      cwd: scratch,
      encoding: 'utf8',
      env: { ...environment, ...env },
    });
    return run.stdout.trim().split('\n').at(-1);
  };

  it.each(used)('npm %s reads .env in the working folder', (script) => {
    expect(read(script)).toBe('from .env');
  });

  it('lets a variable set in the environment win over .env', () => {
    expect(read('start', { ADEN_PROBE: 'from the environment' })).toBe('from the environment');
  });
});
