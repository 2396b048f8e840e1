// Interaction to Next Paint of the sign-in and sign-up forms, in Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate): the longest Event Timing entry (keydown, keyup, pointerup, click;
// PerformanceObserver type "event", durationThreshold 16) of each interaction, median and max over RUNS
// fresh page loads. Starts nothing: BASE_URL is a running built portal (`node scripts/start.mjs`).
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL;
if (!base) {
  console.error('Set BASE_URL to a running built portal, e.g. BASE_URL=http://127.0.0.1:4390 node bench/interaction.mjs');
  process.exit(1);
}
const runs = Number(process.env.RUNS ?? 5);
const throttle = Number(process.env.CPU_THROTTLE ?? 4);

/** Each interaction: a page, and what a person does on it once the form has hydrated. */
const interactions = [
  { name: 'sign-in: type the address (ko)', path: '/login', act: (page) => typeInto(page, 'input[autocomplete="username"]', 'member@example.com') },
  { name: 'sign-in: type the password (en)', path: '/en/login', act: (page) => typeInto(page, 'input[type="password"]', 'Green#2027x') },
  { name: 'sign-in: tick remember-id (ko)', path: '/login', act: (page) => page.locator('.form-check input[type="checkbox"]').first().click() },
  { name: 'register: type the address (ko)', path: '/register', act: (page) => typeInto(page, 'input[autocomplete="email"]', 'new.member@example.com') },
  { name: 'register: type the password (ko)', path: '/register', act: (page) => typeInto(page, 'input[autocomplete="new-password"] >> nth=0', 'Green#2027x') },
  { name: 'register: type the name (en)', path: '/en/register', act: (page) => typeInto(page, 'input[autocomplete="name"]', 'Jamie Park') },
  { name: 'register: type the phone (ko)', path: '/register', act: (page) => typeInto(page, 'input[type="tel"]', '01012345678') },
  { name: 'register: tick agree to all (ko)', path: '/register', act: (page) => page.locator('.member-terms-all input').click() },
  { name: 'register: tick agree to all (en)', path: '/en/register', act: (page) => page.locator('.member-terms-all input').click() },
  { name: 'register: tick one term (ko)', path: '/register', act: (page) => page.locator('input[data-term="TERMS_OF_USE"]').click() },
];

async function typeInto(page, selector, text) {
  const field = page.locator(selector);
  await field.click();
  await page.waitForTimeout(100);
  await field.pressSequentially(text, { delay: 80 });
}

const observe = () => {
  window.__inp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (['keydown', 'keyup', 'pointerup', 'pointerdown', 'click', 'input'].includes(entry.name)) window.__inp.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = new Map();
try {
  for (let run = 0; run < runs; run++) {
    for (const interaction of interactions) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(base + interaction.path, { waitUntil: 'networkidle' });
      // hydrated: the islands' astro-island elements lose their ssr attribute
      await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.evaluate(observe);
      await interaction.act(page);
      await page.waitForTimeout(500);
      const durations = await page.evaluate(() => window.__inp);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const worst = durations.length ? Math.max(...durations) : 0;
      results.set(interaction.name, [...(results.get(interaction.name) ?? []), worst]);
      await context.close();
    }
  }
} finally {
  await browser.close();
}

console.log(`INP (longest event duration, ms) at ${throttle}× CPU throttle, ${runs} runs each\n`);
for (const [name, values] of results) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`${name.padEnd(36)} median ${String(median).padStart(4)}   max ${String(sorted.at(-1)).padStart(4)}   (${values.join(', ')})`);
}
