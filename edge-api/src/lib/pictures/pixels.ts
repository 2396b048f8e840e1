// What the page pictures need done to pixels besides the codecs' work (lib/pictures/make-variants.ts): the share
// card's cut, and a white ground under transparency for a JPEG, which has none. (The JPEG decoder turns a photo as
// its EXIF orientation says, as browsers show the original.)
import type { Pixels } from './codecs.ts';

/** The largest part of the picture with the target's proportions, from its middle (a cover crop). */
export function coverCrop(pixels: Pixels, target: { width: number; height: number }): Pixels {
  const ratio = target.width / target.height;
  const width = Math.min(pixels.width, Math.round(pixels.height * ratio));
  const height = Math.min(pixels.height, Math.round(pixels.width / ratio));
  if (width === pixels.width && height === pixels.height) return pixels;
  const left = Math.floor((pixels.width - width) / 2);
  const top = Math.floor((pixels.height - height) / 2);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const start = ((top + y) * pixels.width + left) * 4;
    data.set(pixels.data.subarray(start, start + width * 4), y * width * 4);
  }
  return { data, width, height };
}

/** The pixels over white, fully opaque (what a transparent PNG looks like on a page, for a JPEG). */
export function flatten(pixels: Pixels): Pixels {
  const data = new Uint8ClampedArray(pixels.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]!;
    if (alpha === 255) continue;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((data[i + c]! * alpha + 255 * (255 - alpha)) / 255);
    data[i + 3] = 255;
  }
  return { data, width: pixels.width, height: pixels.height };
}
