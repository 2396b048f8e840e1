// Portal spec §5: "URLs must be public http, https or ftp addresses; private IP ranges are rejected."
// A link a content manager stores is opened by every visitor; one that points into a private network
// (or the visitor's own machine) is a way to reach what the public must not. The WHATWG URL parser
// already turns the odd IPv4 spellings (2130706433, 0x7f.1, 017700000001) into dotted form.

const schemes = new Set(['http:', 'https:', 'ftp:']);

/** IPv4 ranges that are not public (RFC 6890): this network, private, CGNAT, loopback, link-local, benchmarking, multicast and reserved. */
const privateV4: readonly [number, number][] = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0000000, 24],
  [0xc0000200, 24],
  [0xc0a80000, 16],
  [0xc6120000, 15],
  [0xc6336400, 24],
  [0xcb007100, 24],
  [0xe0000000, 3],
];

function v4Number(host: string): number | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function isPrivateV4(address: number): boolean {
  return privateV4.some(([base, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

function isPrivateV6(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === '::' || address === '::1') return true;
  // IPv4-mapped and -compatible addresses carry an IPv4 address in their last 32 bits
  const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(address) ?? /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    const v4 = mapped.length === 2 ? v4Number(mapped[1]!) : parseInt(mapped[1]!, 16) * 65536 + parseInt(mapped[2]!, 16);
    return v4 === null || isPrivateV4(v4);
  }
  const first = parseInt(address.split(':')[0] || '0', 16);
  // unique local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8, documentation 2001:db8::/32
  return (
    (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00 || address.startsWith('2001:db8:')
  );
}

/** Whether a text is an absolute http, https or ftp address of a public host. */
export function isPublicUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  if (!schemes.has(url.protocol) || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return !isPrivateV6(host);
  const v4 = v4Number(host);
  if (v4 !== null) return !isPrivateV4(v4);
  // a public name has a dot and is not one of the names every machine keeps for itself
  if (!host.includes('.') || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.home.arpa')) return false;
  return true;
}
