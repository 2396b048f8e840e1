// The codecs' WebAssembly modules in the Worker: imported, so the bundler (wrangler, the Cloudflare Vite plugin)
// ships each .wasm file beside the Worker and workerd hands it over compiled. Node reads the same files (wasm-node.ts).
import jpegDecode from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm';
import jpegEncode from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
import pngDecode from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm';
import resize from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm';
import webpDecode from '@jsquash/webp/codec/dec/webp_dec.wasm';
import webpEncode from '@jsquash/webp/codec/enc/webp_enc_simd.wasm';
import { pictureCodecs, type CodecModules } from './codecs.ts';

const modules: CodecModules = { jpegDecode, jpegEncode, pngDecode, webpDecode, webpEncode, resize };

/** The isolate's codecs, started at its first picture. */
export const workerPictureCodecs = pictureCodecs(() => Promise.resolve(modules));
