// How the portal's server process runs on Node (issue "speed": memory). Measured on the demo content
// after the same mixed requests (bench/soak.mjs for the long run): resident memory 223 MB as Node starts by
// default, 177 MB with a young generation of 2 MB semi-spaces (`--max-semi-space-size=2`: most of a request's
// garbage dies young, and the default lets the young generation grow to 16 MB per semi-space) and 169 MB
// with glibc's allocator kept to two arenas as well (`MALLOC_ARENA_MAX=2`: zlib and libSQL allocate on
// other threads, and each thread's arena kept its freed memory). Both must be set when the process starts:
// `asServerProcess` starts the script again in place (process.execve keeps the process id) when they are
// missing. NODE_ENV defaults to production, or React would render with its development build.
// A password hash (scrypt: 16 MB of working memory on a thread-pool thread) also raised glibc's mmap
// threshold to 16 MB once the first hash's buffer was freed, so every later hash took its 16 MB from an
// arena shared with zlib's and libSQL's allocations, where it stayed: 480 sign-ups alone left the server at
// 201 MB. A fixed threshold of 8 MB (`MALLOC_MMAP_THRESHOLD_`) maps only such rare, large buffers on their
// own and unmaps them when freed: 135 MB after the same sign-ups. (A threshold of 1 MB measured worse in a
// soak, 255–315 MB, and was taken back.)
//
// The old generation has a ceiling of 256 MB (`--max-old-space-size=256`, decision 029). Below the default
// ceiling (a quarter of the machine's memory, up to 4 GB), V8 lets the heap grow to at most 1.3–2 times what
// survived the last full collection instead of up to 4 times, so the live 55–60 MB of a loaded server no
// longer leaves 150 MB of committed heap behind it: a soak's resident memory stayed at 160–165 MB where it
// stepped from 180 to 223–268 MB without the flag. The ceiling is over twice the most the heap holds at
// once (a loaded server and an Excel export of 10,000 rows, one at a time: edge-api/src/lib/excel.ts).
// A flag given on the command line or in NODE_OPTIONS wins over these.
const heapFlags = ['--max-semi-space-size=2', '--max-old-space-size=256'];
const allocator = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(8 * 1024 * 1024) };

/** The flags of `heapFlags` that neither the command line nor NODE_OPTIONS sets already. */
function missingHeapFlags() {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  return heapFlags.filter((flag) => !given.some((other) => other.startsWith(flag.slice(0, flag.indexOf('=')))));
}

export function asServerProcess() {
  process.env.NODE_ENV ??= 'production';
  const flags = missingHeapFlags();
  const missing = flags.length > 0 || Object.keys(allocator).some((name) => process.env[name] === undefined);
  // process.execve is POSIX only (and Node 22.15+): elsewhere the server runs with Node's defaults
  if (!missing || typeof process.execve !== 'function') return;
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], { ...allocator, ...process.env });
}
