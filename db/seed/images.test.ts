import { decode, hasPngSignature } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { abstractPng, paletteFor } from './images.ts';

describe('abstractPng', () => {
  it('draws a PNG of the requested size in the palette', () => {
    const png = abstractPng({ width: 320, height: 180, palette: ['#0b3d91', '#1f6feb', '#5cc8ff'], seed: 7 });
    expect(hasPngSignature(png)).toBe(true);
    const image = decode(png);
    expect([image.width, image.height, image.channels, image.depth]).toEqual([320, 180, 3, 8]);
    // the top left corner is close to the first colour, the bottom right to the last
    const at = (x: number, y: number) => Array.from(image.data.slice((y * 320 + x) * 3, (y * 320 + x) * 3 + 3));
    const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) < 48);
    expect(near(at(1, 1), [0x0b, 0x3d, 0x91])).toBe(true);
    expect(near(at(318, 178), [0x5c, 0xc8, 0xff])).toBe(true);
  });

  it('draws the same picture for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => abstractPng({ width: 200, height: 100, palette: paletteFor(2), seed });
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
  });

  it('keeps a thumbnail small', () => {
    expect(abstractPng({ width: 640, height: 360, palette: paletteFor(0), seed: 1 }).byteLength).toBeLessThan(80_000);
  });

  it('refuses sizes that are not whole positive numbers or are too large', () => {
    expect(() => abstractPng({ width: 0, height: 10, palette: paletteFor(0), seed: 1 })).toThrow(/size/);
    expect(() => abstractPng({ width: 4000, height: 4000, palette: paletteFor(0), seed: 1 })).toThrow(/size/);
    expect(() => abstractPng({ width: 10, height: 10, palette: ['red', '#000000', '#ffffff'], seed: 1 })).toThrow(/colour/);
  });
});
