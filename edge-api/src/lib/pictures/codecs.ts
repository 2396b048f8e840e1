// The image codecs of the page pictures (decision 056): Squoosh's WebAssembly builds as the @jsquash packages
// ship them, so Node and the Worker run the same decoder, resizer and encoders. Each package is started with a
// compiled WebAssembly module the runtime hands over (wasm-node.ts reads the files, wasm-worker.ts imports them
// as the Worker's bundler does), never fetched: neither runtime can fetch a file next to the code.
import decodeJpeg, { init as initJpegDecode } from '@jsquash/jpeg/decode.js';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode.js';
import decodePng, { init as initPngDecode } from '@jsquash/png/decode.js';
import resizeImage, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode.js';

/** Pixels as the codecs pass them: RGBA, 4 bytes a pixel, row by row. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** The compiled modules of the codecs (the WebP encoder's is its SIMD build: Node and workerd both run SIMD). */
export type CodecModules = {
  jpegDecode: WebAssembly.Module;
  jpegEncode: WebAssembly.Module;
  pngDecode: WebAssembly.Module;
  webpDecode: WebAssembly.Module;
  webpEncode: WebAssembly.Module;
  resize: WebAssembly.Module;
};

export type PictureType = 'png' | 'jpg' | 'webp';

export type PictureCodecs = {
  decode(bytes: Uint8Array, type: PictureType): Promise<Pixels>;
  /** A sharp, cheap resampling (Catmull-Rom) in the picture's own colour space; premultiplied only where it has transparency (twice the work). */
  resize(pixels: Pixels, width: number, height: number): Promise<Pixels>;
  webp(pixels: Pixels, quality: number): Promise<Uint8Array>;
  jpeg(pixels: Pixels, quality: number): Promise<Uint8Array>;
};

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer => bytes.slice().buffer;

/** The packages take ImageData, which only a browser has: in Node and the Worker they read plain objects of its shape. */
const asImageData = (pixels: Pixels) => pixels as unknown as Parameters<typeof encodeWebp>[0];

/** Whether any pixel is less than opaque. */
function hasTransparency(pixels: Pixels): boolean {
  for (let alpha = 3; alpha < pixels.data.length; alpha += 4) if (pixels.data[alpha]! < 255) return true;
  return false;
}

/**
 * The codecs, started on first use with the modules `load` gives (once per process or isolate: the packages keep
 * one instance each, whose memory grows to the largest picture seen and is reused after).
 */
export function pictureCodecs(load: () => Promise<CodecModules>): PictureCodecs {
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= load().then(async (modules) => {
      await Promise.all([
        initJpegDecode(modules.jpegDecode),
        initJpegEncode(modules.jpegEncode),
        initPngDecode(modules.pngDecode),
        initWebpDecode(modules.webpDecode),
        initWebpEncode(modules.webpEncode),
        initResize(modules.resize),
      ]);
    }));
  return {
    async decode(bytes, type) {
      await start();
      const buffer = arrayBufferOf(bytes);
      const image = type === 'png' ? await decodePng(buffer) : type === 'jpg' ? await decodeJpeg(buffer) : await decodeWebp(buffer);
      return { data: image.data, width: image.width, height: image.height };
    },
    async resize(pixels, width, height) {
      await start();
      const image = await resizeImage(asImageData(pixels), { width, height, method: 'catrom', premultiply: hasTransparency(pixels), linearRGB: false });
      return { data: image.data, width: image.width, height: image.height };
    },
    async webp(pixels, quality) {
      await start();
      return new Uint8Array(await encodeWebp(asImageData(pixels), { quality }));
    },
    async jpeg(pixels, quality) {
      await start();
      // baseline, not progressive: half the encoding time (about 0.1 s for a share card) for a file 2 % larger
      return new Uint8Array(await encodeJpeg(asImageData(pixels), { quality, progressive: false }));
    },
  };
}
