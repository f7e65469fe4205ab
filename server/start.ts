// `npm start`'s entry. V8's compiled code of the server's modules is kept between starts (in the
// system's temporary folder), which roughly halves the CPU a start spends loading them; it applies
// only to modules loaded after this call, hence the import below instead of a static one.
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { startServer } = await import('./main.ts');
startServer();
