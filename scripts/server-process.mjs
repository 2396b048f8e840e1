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
const semiSpace = '--max-semi-space-size=2';
const allocator = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(8 * 1024 * 1024) };

export function asServerProcess() {
  process.env.NODE_ENV ??= 'production';
  const missing =
    !process.execArgv.some((flag) => flag.startsWith('--max-semi-space-size')) || Object.keys(allocator).some((name) => process.env[name] === undefined);
  // process.execve is POSIX only (and Node 22.15+): elsewhere the server runs with Node's defaults
  if (!missing || typeof process.execve !== 'function') return;
  const flags = process.execArgv.some((flag) => flag.startsWith('--max-semi-space-size')) ? [] : [semiSpace];
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], { ...allocator, ...process.env });
}
