// Files the Worker's bundler takes as modules (@cloudflare/vite-plugin's rules): a `.bin` file is its bytes.
declare module '*.bin' {
  const bytes: ArrayBuffer;
  export default bytes;
}
