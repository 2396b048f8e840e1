// A file the API answers (an Excel export, a member's own data), saved in the browser under the name the server
// gave it: the console's exports (admin/src/lib/api-client.ts) and My Page's download (site/src/islands/my-data).

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first, then `filename`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands `blob` to the browser as a download named `name` (in a browser only). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click ran; free the blob a moment later
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
