import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { E2E } from './env';
import { KEY_FILE, KEY_ID } from './googleStandIn';

/** Serves the stand-in Google JWKS on loopback for the whole browser run. */
export default async function globalSetup() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  await mkdir(path.dirname(KEY_FILE), { recursive: true });
  await writeFile(KEY_FILE, JSON.stringify({ ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256' }));
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  });

  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(E2E.jwksPort, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // A run's build is its own; keep it only when asked to reuse it.
    if (process.env.E2E_KEEP_BUILD !== '1') {
      await rm(path.resolve(E2E.outDir), { recursive: true, force: true });
      await rm(path.resolve(E2E.consentOutDir), { recursive: true, force: true });
    }
  };
}
