// The Worker's entry (wrangler.jsonc `main`): Astro's Cloudflare handler serves the front door
// (site/src/fetch.ts, with the Worker runtime of runtime/worker.ts), and cron triggers run the jobs.
import { handle } from '@astrojs/cloudflare/handler';
import { scheduled } from './scheduled.ts';

export default { fetch: handle, scheduled };
