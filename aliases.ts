import { fileURLToPath } from 'node:url';

/** The import aliases (also in tsconfig.json `paths`): `@/` is src/, and the two framework-free layers. */
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};
