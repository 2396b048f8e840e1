import { describe, expect, it } from 'vitest';
import { rolesAttribute, shownFor } from './role-bound.ts';

describe('role-bound links (data-roles)', () => {
  it('marks a menu role-bound only when every entry of it is', () => {
    expect(rolesAttribute([{ roles: ['ADMIN'] }, { roles: ['PARTNER', 'ADMIN'] }])).toBe('ADMIN PARTNER');
    expect(rolesAttribute([{ roles: ['ADMIN'] }, {}])).toBeUndefined();
    expect(rolesAttribute([{}])).toBeUndefined();
  });

  it('shows an element to the roles its value names, and never to a visitor unless named', () => {
    expect(shownFor('ADMIN CONTENT_MANAGER', 'CONTENT_MANAGER')).toBe(true);
    expect(shownFor('ADMIN CONTENT_MANAGER', 'ALL')).toBe(false);
    expect(shownFor('ADMIN', 'ADMINISTRATOR')).toBe(false);
  });
});
