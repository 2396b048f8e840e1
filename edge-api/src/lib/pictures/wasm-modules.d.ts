// A .wasm import in the Worker's bundle is the compiled module (lib/pictures/wasm-worker.ts): what wrangler, the
// Cloudflare Vite plugin and the Workers test pool all make of it. Two of the packages ship declarations of their
// own for a browser bundler's instantiated module; the Worker's are named here.
declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '@jsquash/png/codec/pkg/squoosh_png_bg.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
declare module '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
