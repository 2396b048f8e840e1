import { encode } from 'fast-png';

/**
 * Decorative PNG images for the demo content (story thumbnails, home banners), drawn in pure JavaScript so the
 * same code runs in the Node seed, the tests and the Worker seed (no canvas, no native module).
 */
export type AbstractPngOptions = {
  width: number;
  height: number;
  /** three `#rrggbb` colours: the gradient runs from the first (top left) through the second to the third */
  palette: readonly [string, string, string];
  /** the same seed always draws the same picture */
  seed: number;
};

type Rgb = [number, number, number];

/** Palettes that sit well with the portal's blue brand; pick one per image with `paletteFor(index)`. */
export const imagePalettes: readonly (readonly [string, string, string])[] = [
  ['#0b3d91', '#1f6feb', '#5cc8ff'],
  ['#123c69', '#2a7f8f', '#7fd1ae'],
  ['#2d1b69', '#5b3fd1', '#9fa8ff'],
  ['#0f4c5c', '#1b998b', '#c5e99b'],
  ['#1d2b53', '#7e2553', '#ff77a8'],
  ['#14213d', '#e76f51', '#f4a261'],
  ['#073b4c', '#118ab2', '#06d6a0'],
  ['#22223b', '#4a4e69', '#c9ada7'],
];

export function paletteFor(index: number): readonly [string, string, string] {
  return imagePalettes[((index % imagePalettes.length) + imagePalettes.length) % imagePalettes.length] ?? ['#0b3d91', '#1f6feb', '#5cc8ff'];
}

/** mulberry32: a tiny deterministic generator, enough for placing shapes */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgbOf(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const smooth = (t: number) => t * t * (3 - 2 * t);
const clamp01 = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);

type Blob = { cx: number; cy: number; r: number; colour: Rgb; alpha: number };

/**
 * A smooth diagonal gradient with a few soft translucent discs, a faint grid and a gentle "trend line", which reads
 * as analytics without claiming to be a real chart. Encoded as 8-bit RGB; smooth areas repeat row by row, so the
 * PNG stays small (about 45 KB at 640×360, 85 KB at 1200×450).
 */
export function abstractPng({ width, height, palette, seed }: AbstractPngOptions): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width * height > 4_000_000) {
    throw new Error(`image size out of range: ${width}×${height}`);
  }
  const next = random(seed);
  const [first, middle, last] = palette.map(rgbOf) as [Rgb, Rgb, Rgb];
  const white: Rgb = [255, 255, 255];
  const unit = Math.min(width, height);

  const blobs: Blob[] = Array.from({ length: 4 }, (_, i) => ({
    cx: width * (0.1 + next() * 0.8),
    cy: height * (0.1 + next() * 0.8),
    r: unit * (0.25 + next() * 0.45),
    colour: i % 2 === 0 ? white : last,
    alpha: 0.08 + next() * 0.1,
  }));
  const grid = Math.max(8, Math.round(unit / (6 + Math.floor(next() * 4))));
  // a trend line: a sum of two slow waves rising left to right
  const phase = next() * Math.PI * 2;
  const waves = 1 + next() * 1.5;
  const rise = 0.15 + next() * 0.2;
  const lineWidth = Math.max(1.5, unit / 140);
  const trend = (x: number) => {
    const u = x / width;
    const wave = Math.sin(u * Math.PI * 2 * waves + phase) * 0.08 + Math.sin(u * Math.PI * 5.3 + phase * 2) * 0.03;
    return height * (0.72 - u * rise + wave);
  };

  const data = new Uint8Array(width * height * 3);
  const pixel: Rgb = [0, 0, 0];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = smooth(clamp01((x / width) * 0.6 + (y / height) * 0.4));
      const [from, to, local] = t < 0.5 ? [first, middle, t * 2] : [middle, last, (t - 0.5) * 2];
      for (let c = 0; c < 3; c += 1) pixel[c] = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * local;

      for (const blob of blobs) {
        const distance = Math.hypot(x - blob.cx, y - blob.cy);
        // a soft edge a tenth of the radius wide
        const cover = clamp01((blob.r - distance) / (blob.r * 0.1)) * blob.alpha;
        if (cover > 0) for (let c = 0; c < 3; c += 1) pixel[c] = (pixel[c] ?? 0) + ((blob.colour[c] ?? 0) - (pixel[c] ?? 0)) * cover;
      }

      const onGrid = x % grid === 0 || y % grid === 0 ? 0.07 : 0;
      const lineY = trend(x);
      const below = y > lineY ? 0.06 * clamp01((y - lineY) / (height * 0.5)) : 0;
      const line = clamp01(1 - Math.abs(y - lineY) / lineWidth) * 0.55;
      const light = Math.max(onGrid, line, below);
      if (light > 0) for (let c = 0; c < 3; c += 1) pixel[c] = (pixel[c] ?? 0) + (255 - (pixel[c] ?? 0)) * light;

      // 6 bits a channel: no visible banding on these soft gradients, and the file halves
      const offset = (y * width + x) * 3;
      data[offset] = Math.round(pixel[0]) & 0xfc;
      data[offset + 1] = Math.round(pixel[1]) & 0xfc;
      data[offset + 2] = Math.round(pixel[2]) & 0xfc;
    }
  }
  return encode({ width, height, data, channels: 3, depth: 8 }, { zlib: { level: 9 } });
}
