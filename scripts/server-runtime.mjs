// How a server process runs: the same for `npm start` (scripts/start.mjs) and the bench's servers
// (bench/lib/processes.ts), so the bench measures the memory a shop's server has (docs/architecture.md, budgets).

/**
 * - source maps: stack traces in the logs name our files and lines;
 * - a young generation of 2 × 4 MB semi-spaces instead of 2 × 16 MB: requests leave short-lived garbage that a
 *   small nursery collects as well, and the default keeps some 20 MB more resident for nothing.
 */
export const SERVER_NODE_ARGS = ['--enable-source-maps', '--max-semi-space-size=4'];

/**
 * glibc malloc: two arenas, and blocks of 128 KB and more mapped on their own. A password hash (scrypt, N=16384)
 * takes 16 MB in a worker thread; with the default growing threshold the freed blocks stay in the heap, some 30 MB
 * kept for good after a few logins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
