// The account list's filters in the address (admin spec §2: a reload or a shared link shows the same
// rows): read leniently, anything unknown dropped, so a hand-edited address never breaks the list.
import { accountRoles } from '#core/auth/roles.ts';
import { accountSorts, accountStatuses, sortOrders, type AccountListFilters } from '#core/schemas/people.ts';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

export function accountFiltersOf(params: URLSearchParams): AccountListFilters {
  const page = Number(params.get('page'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const role = oneOf(accountRoles, params.get('role'));
  const status = oneOf(accountStatuses, params.get('status'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: oneOf(accountSorts, params.get('sort')) ?? 'createdDtm',
    order: oneOf(sortOrders, params.get('order')) ?? 'desc',
    ...(keyword && { keyword }),
    ...(role && { role }),
    ...(status && { status }),
  };
}

export function accountParamsOf(filters: AccountListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'createdDtm') params.set('sort', filters.sort);
  if (filters.order !== 'desc') params.set('order', filters.order);
  return params;
}
