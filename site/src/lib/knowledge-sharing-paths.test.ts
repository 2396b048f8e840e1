import { describe, expect, it } from 'vitest';
import { canonicalKnowledgePath } from './knowledge-sharing-paths.ts';

describe('the knowledge-sharing addresses', () => {
  it.each([
    ['/community/knowledge-sharing', '/community/Knowledge-sharing'],
    ['/community/knowledge-sharing/data-sets', '/community/Knowledge-sharing/data-sets'],
    ['/en/community/KNOWLEDGE-SHARING/detail/3', '/en/community/Knowledge-sharing/detail/3'],
    ['/community/knowledge-sharing/data-sets/detail/12', '/community/Knowledge-sharing/data-sets/detail/12'],
  ])('send %s to %s', (path, expected) => {
    expect(canonicalKnowledgePath(path)).toBe(expected);
  });

  it.each(['/community/Knowledge-sharing', '/en/community/Knowledge-sharing/data-sets', '/community/knowledge-sharingx', '/resources/knowledge-sharing', '/'])(
    'leave %s alone',
    (path) => {
      expect(canonicalKnowledgePath(path)).toBeNull();
    },
  );
});
