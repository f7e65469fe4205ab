import { availableParallelism } from 'node:os';

// libuv's thread pool runs scrypt, zlib and the file reads; it starts with 4 threads at its first use.
// One password hash runs per core (serverConfig.ts DEFAULT_HASH_CONCURRENCY), so the pool gets two
// threads more than the cores: compression and the JWT's HMAC never queue behind the hashes. Imported
// first by main.ts, before anything uses the pool; a UV_THREADPOOL_SIZE already set is kept.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism() + 2));
