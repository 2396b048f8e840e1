// The build's identity, written into both bundles when they are built (astro.config.mjs `__BUILD_INFO__`,
// read by edge-api/src/lib/build-info.ts): the package's version and the commit the build was made from.
// A build outside a git checkout (an unpacked archive) says so with a null commit; one from a checkout with
// uncommitted changes says `dirty`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const git = (args, cwd) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** `{ version, commit, dirty, builtAt }` of the tree at `root`. */
export function buildInfo(root = process.cwd()) {
  const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  let commit = null;
  let dirty = false;
  try {
    commit = git(['rev-parse', 'HEAD'], root);
    dirty = git(['status', '--porcelain', '--untracked-files=no'], root) !== '';
  } catch {
    // not a git checkout, or git is missing: the build says its commit is unknown
  }
  return { version, commit, dirty, builtAt: new Date().toISOString() };
}
