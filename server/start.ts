import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { closeOnSignals, runServer } from './server.ts';
import { loadConfig } from './serverConfig.ts';
import { describeStartupError } from './startupError.ts';

// `npm start`: build the site when it has not been built, then serve the API and the site on PORT.
async function main() {
  const config = loadConfig();
  if (!existsSync(path.join(config.siteDir, 'index.html'))) {
    console.log(`[start] ${config.siteDir}/index.html is missing: running "npm run build" first`);
    const build = spawnSync('npm', ['run', 'build'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (build.status !== 0)
      throw new Error(`"npm run build" failed (exit code ${build.status ?? build.signal})`);
  }
  const server = await runServer(config);
  console.log(
    `[start] Aden site and API on http://${config.host ?? 'localhost'}:${server.port} (API under /api)`,
  );
  if (!config.production)
    console.log(`[start] development outbox: http://localhost:${server.port}/api/dev/outbox?email=...`);
  closeOnSignals(server, config.shutdownTimeoutMs);
}

main().catch((error: unknown) => {
  console.error(`[start] ${describeStartupError(error)}`);
  process.exit(1);
});
