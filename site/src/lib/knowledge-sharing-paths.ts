// The knowledge-sharing addresses as the spec spells them (portal spec §2 `/community/Knowledge-sharing`,
// §4 `/community/knowledge-sharing/data-sets`): one page answers at the canonical spelling, and the
// other spelling of its first segment is sent there, so links, bookmarks and search engines see one page.

const canonical = 'Knowledge-sharing';

/** The canonical path of a knowledge-sharing address spelt otherwise (`/en/community/knowledge-sharing/data-sets`); null for any other path. */
export function canonicalKnowledgePath(pathname: string): string | null {
  const match = /^(\/en)?\/community\/(knowledge-sharing)(\/.*)?$/i.exec(pathname);
  if (!match || match[2] === canonical) return null;
  return `${match[1] ?? ''}/community/${canonical}${match[3] ?? ''}`;
}
