// The console's people and access calls (admin spec §2 accounts and permissions, §3 account and
// permission change, §7.1): the queries and payloads the server validates and the console's forms
// check before sending, and the views the server answers. Messages are catalogue keys.
import * as v from 'valibot';
import { accountRoles } from '../auth/roles.ts';
import { LIST_PAGE_SIZE } from '../constants.ts';
import { personal } from '../privacy/personal.ts';
import { countrySchema, emailSchema, phoneSchema } from './account.ts';
import { historyExportQuery } from './admin-auth.ts';
import { keywordQuery, optionalLine, pageQuery, pageSizeQuery, recordIdNumber, requiredLine } from './common.ts';

/** registered and awaiting activation → active → dormant after long inactivity (portal spec §4). */
export const accountStatuses = ['PENDING', 'ACTIVE', 'DORMANT'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** What the account list can be ordered by: when the account was made, or the person's name. */
export const accountSorts = ['createdDtm', 'name'] as const;
export const sortOrders = ['asc', 'desc'] as const;

/** The phone number as typed (`010-1234-5678`) and sent without dashes (admin spec §5). */
export const phoneWithoutDashes = v.pipe(
  v.string('validation.required'),
  v.transform((text) => text.replace(/[-\s]/g, '')),
  phoneSchema,
);

const role = v.picklist(accountRoles, 'people.roleInvalid');
const status = v.picklist(accountStatuses, 'people.statusInvalid');

/** GET /api/admin/user: a page of accounts, the keyword over name, e-mail and company, role and status filters, an order. */
export const accountListQuery = v.object({
  page: pageQuery,
  pageSize: pageSizeQuery(LIST_PAGE_SIZE),
  keyword: keywordQuery,
  role: v.optional(role),
  status: v.optional(status),
  sort: v.optional(v.picklist(accountSorts, 'people.sortInvalid'), 'createdDtm'),
  order: v.optional(v.picklist(sortOrders, 'people.sortInvalid'), 'desc'),
});
export type AccountListQuery = v.InferOutput<typeof accountListQuery>;
/** The account list's filters as the console keeps them in its address (the page size is always the default). */
export type AccountListFilters = Omit<AccountListQuery, 'pageSize'>;

/** GET /api/admin/user/download-xlsx: the list's filters and the reason for downloading personal data. */
export const accountExportQuery = v.object({
  keyword: keywordQuery,
  role: v.optional(role),
  status: v.optional(status),
  sort: accountListQuery.entries.sort,
  order: accountListQuery.entries.order,
  reason: historyExportQuery.entries.reason,
});

/** GET /api/admin/user-info?username= */
export const userInfoQuery = v.object({ username: emailSchema });

/** POST /api/admin/user: no password — the new user sets one from the mailed link. */
export const accountCreateSchema = v.object({
  username: emailSchema,
  name: requiredLine(50),
  companyName: requiredLine(100),
  departmentName: optionalLine(100),
  phoneNumber: phoneWithoutDashes,
  country: v.optional(countrySchema, '+82'),
  role,
  /** The language of the mail and of the account's later mails. */
  lang: v.picklist(['ko', 'en'], 'people.langInvalid'),
});
export type AccountCreateInput = v.InferOutput<typeof accountCreateSchema>;

const recordId = recordIdNumber('people.idInvalid');

/**
 * PUT /api/admin/user: the fields an admin may change (admin spec §2, edit-account). The console shows the
 * name and phone number masked until the admin unmasks them (issue 33), so it sends them only then: an
 * absent one is kept as it is.
 */
export const accountUpdateSchema = v.object({
  id: recordId,
  name: v.optional(requiredLine(50)),
  companyName: requiredLine(100),
  departmentName: optionalLine(100),
  phoneNumber: v.optional(phoneWithoutDashes),
  role,
  status,
});
export type AccountUpdateInput = v.InferOutput<typeof accountUpdateSchema>;

/** A row of the account list and of its export. */
export const accountListItem = v.object({
  id: v.number(),
  username: personal('email'),
  name: personal('name'),
  companyName: v.string(),
  departmentName: v.string(),
  phoneNumber: personal('phone'),
  role: v.picklist(accountRoles),
  status: v.picklist(accountStatuses),
  createdDtm: v.string(),
  lastAccess: v.nullable(v.string()),
});
export type AccountListItem = v.InferOutput<typeof accountListItem>;

/** What the account agreed to (portal spec §3): the stored consent, the items by their codes. */
export const consentHistory = v.object({
  lang: v.picklist(['ko', 'en']),
  agreedAt: v.string(),
  requiredTerms: v.array(v.string()),
  optionalTerms: v.array(v.string()),
  marketingAgreedAt: v.nullable(v.string()),
});
export type ConsentHistory = v.InferOutput<typeof consentHistory>;

/** GET /api/admin/user/:id and /api/admin/user-info: one account with its consent history (none for an account an admin made). */
export const accountDetail = v.object({
  ...accountListItem.entries,
  country: v.string(),
  lang: v.picklist(['ko', 'en']),
  historyTermAgreement: v.nullable(consentHistory),
});
export type AccountDetail = v.InferOutput<typeof accountDetail>;

/** POST /api/admin/user: the new account (PUT and DELETE answer its id: `savedId`). */
export const accountCreated = v.object({ id: v.number(), username: v.string() });

/** PUT /api/admin/user/:id/reactivate: the account, active again. */
export const accountReactivated = v.object({ id: v.number(), username: personal('email'), status: v.literal('ACTIVE') });

/** Which field the permission list's keyword searches (admin spec §7.1: searchFilter). */
export const permissionSearchFilters = ['name', 'email', 'company'] as const;

/** GET /api/admin/permission */
export const permissionListQuery = v.object({
  pageNo: pageQuery,
  pageSize: pageSizeQuery(LIST_PAGE_SIZE),
  searchFilter: v.optional(v.picklist(permissionSearchFilters, 'people.searchFilterInvalid'), 'name'),
  keyword: keywordQuery,
});
export type PermissionListQuery = v.InferOutput<typeof permissionListQuery>;

/** GET /api/admin/permission/download-xlsx */
export const permissionExportQuery = v.object({
  searchFilter: permissionListQuery.entries.searchFilter,
  keyword: keywordQuery,
  reason: historyExportQuery.entries.reason,
});

export const permissionListItem = v.pick(accountListItem, ['id', 'username', 'name', 'companyName', 'role', 'status', 'createdDtm']);
export type PermissionListItem = v.InferOutput<typeof permissionListItem>;

/** GET /api/admin/role: a role an admin can give, with its label in both languages. */
export const roleOption = v.object({ roleId: v.picklist(accountRoles), labelKo: v.string(), labelEn: v.string() });
export type RoleOption = v.InferOutput<typeof roleOption>;

/** The most changes one save carries (a page of the list holds at most MAX_PAGE_SIZE rows). */
export const MAX_PERMISSION_CHANGES = 100;

/** POST /api/admin/permission/change-permission: one change per account, applied together. */
export const changePermissionSchema = v.object({
  permissionChangings: v.pipe(
    v.array(v.object({ userId: recordId, roleId: role }), 'people.noChanges'),
    v.minLength(1, 'people.noChanges'),
    v.maxLength(MAX_PERMISSION_CHANGES, 'people.tooManyChanges'),
    v.check((changes) => new Set(changes.map((change) => change.userId)).size === changes.length, 'people.duplicateChange'),
  ),
});
export type PermissionChange = v.InferOutput<typeof changePermissionSchema>['permissionChangings'][number];

/**
 * What a permission save answers: how many roles changed, and how many grants of a console role now wait for a
 * second ADMIN instead (issue 33, core/auth/roles.ts grantNeedsSecondAdmin).
 */
export const permissionsChanged = v.object({ changed: v.number(), requested: v.number() });

/**
 * The steps the permission-change history records (issue 33): a change made at once, a grant of a console role
 * requested, then approved by a second ADMIN (the change itself), rejected or withdrawn, and a role revoked by the
 * quarterly access review. Only CHANGED, APPROVED and REVOKED changed the account's role.
 */
export const permissionSteps = ['CHANGED', 'REQUESTED', 'APPROVED', 'REJECTED', 'WITHDRAWN', 'REVOKED'] as const;
export type PermissionStep = (typeof permissionSteps)[number];

/** A row of the permission-change history: who changed whose role, from what to what, at which step, when and from where. */
export const permissionChangeItem = v.object({
  id: v.number(),
  /** The admin who changed it: a console actor, named in full (decision 051). */
  changedByUsername: v.string(),
  username: personal('email'),
  fromRole: v.string(),
  toRole: v.string(),
  step: v.picklist(permissionSteps),
  detail: v.string(),
  ip: v.string(),
  createdAt: v.string(),
});
export type PermissionChangeItem = v.InferOutput<typeof permissionChangeItem>;

/** The message-key part of an upper-case code (`CONTENT_MANAGER` → `contentManager`): keys are camelCase (decision 010). */
export function codeKey(code: string): string {
  const [first = '', ...rest] = code.toLowerCase().split('_');
  return first + rest.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

/** The message keys of a role, an account status and a consent item. */
export const roleLabelKey = (role: string) => `people.role.${codeKey(role)}`;
export const statusLabelKey = (status: string) => `people.status.${codeKey(status)}`;
export const termLabelKey = (term: string) => `people.term.${codeKey(term)}`;
export const stepLabelKey = (step: string) => `people.step.${codeKey(step)}`;
