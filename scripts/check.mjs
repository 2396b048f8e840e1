// `npm run check`: everything CI runs, stage by stage, stopping at the first failure, and the time each
// stage took at the end (so a slow stage is seen, not guessed).
import { spawnSync } from 'node:child_process';

const stages = [
  ['Worker types', 'npm run worker:types'],
  ['format', 'npm run format:check'],
  ['lint', 'npm run lint'],
  ['type checks', 'npm run typecheck'],
  ['unit and API tests', 'npm run test'],
  ['build (Node)', 'npm run build'],
  ['build (Worker)', 'npm run build:worker'],
  ['workerd tests', 'npm run test:worker'],
  ['Worker dry run', 'npm run deploy:dry-run'],
  ['browser tests', 'npm run test:e2e'],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
let failed;
for (const [name, command] of stages) {
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, Date.now() - started, status === 0]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log('\ncheck: time per stage');
for (const [name, ms, ok] of times) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(20)} ${seconds(ms).padStart(9)}`);
console.log(`  ${'total'.padEnd(22)} ${seconds(total).padStart(9)}`);
if (failed) {
  console.error(`\ncheck failed at: ${failed}`);
  process.exit(1);
}
