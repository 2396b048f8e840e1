// The codecs' WebAssembly modules on Node: read from the packages' files and compiled once, when the first
// picture is made (lib/pictures/codecs.ts). The Worker imports the same files instead (wasm-worker.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pictureCodecs, type CodecModules } from './codecs.ts';

const require = createRequire(import.meta.url);

const compile = async (file: string) => WebAssembly.compile(await readFile(require.resolve(file)));

export async function nodeCodecModules(): Promise<CodecModules> {
  const [jpegDecode, jpegEncode, pngDecode, webpDecode, webpEncode, resize] = await Promise.all([
    compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'),
    compile('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'),
    compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'),
    compile('@jsquash/webp/codec/dec/webp_dec.wasm'),
    compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm'),
    compile('@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm'),
  ]);
  return { jpegDecode, jpegEncode, pngDecode, webpDecode, webpEncode, resize };
}

/** The process's codecs: compiled once, at the first picture, for every app of the process. */
export const nodePictureCodecs = pictureCodecs(nodeCodecModules);
