// Masked e-mail addresses (docs/identity.md, find-username and my page's code): enough for the owner to
// recognise the address, too little to read it. `hong.gildong@example.com` → `ho***@ex***.com`.

/** The first characters of a part, never the whole of it (a one-letter part keeps its letter). */
const head = (part: string) => [...part].slice(0, Math.max(1, Math.min(2, [...part].length - 1))).join('');

export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `${head(address)}***`;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.indexOf('.');
  const host = dot < 0 ? domain : domain.slice(0, dot);
  const rest = dot < 0 ? '' : domain.slice(dot);
  return `${head(local)}***@${head(host)}***${rest}`;
}
