// The Excel exports of the account and permission lists: their columns (roles and statuses in the
// caller's language). Each export is recorded as every personal-data export is (lib/history-routes.ts
// recordPersonalExport, DESIGN.md §4).
import type { MessageKey } from '#core/i18n/translate.ts';
import { roleLabelKey, statusLabelKey, type AccountListItem, type PermissionChangeItem, type PermissionListItem } from '#core/schemas/people.ts';
import type { ExcelColumn } from '../../lib/excel.ts';

type T = (key: MessageKey) => string;
const roleLabel = (t: T, role: string) => t(roleLabelKey(role) as MessageKey);
const statusLabel = (t: T, status: string) => t(statusLabelKey(status) as MessageKey);

export function accountColumns(t: T): ExcelColumn<AccountListItem>[] {
  return [
    { header: 'people.column.id', value: (row) => row.id, width: 10 },
    { header: 'people.column.username', value: (row) => row.username, width: 32 },
    { header: 'people.column.name', value: (row) => row.name, width: 16 },
    { header: 'people.column.companyName', value: (row) => row.companyName, width: 24 },
    { header: 'people.column.departmentName', value: (row) => row.departmentName, width: 20 },
    { header: 'people.column.phoneNumber', value: (row) => row.phoneNumber, width: 16 },
    { header: 'people.column.role', value: (row) => roleLabel(t, row.role), width: 14 },
    { header: 'people.column.status', value: (row) => statusLabel(t, row.status), width: 14 },
    { header: 'people.column.createdDtm', value: (row) => row.createdDtm, width: 26 },
    { header: 'people.column.lastAccess', value: (row) => row.lastAccess, width: 26 },
  ];
}

export function permissionColumns(t: T): ExcelColumn<PermissionListItem>[] {
  return [
    { header: 'people.column.id', value: (row) => row.id, width: 10 },
    { header: 'people.column.username', value: (row) => row.username, width: 32 },
    { header: 'people.column.name', value: (row) => row.name, width: 16 },
    { header: 'people.column.companyName', value: (row) => row.companyName, width: 24 },
    { header: 'people.column.role', value: (row) => roleLabel(t, row.role), width: 14 },
    { header: 'people.column.status', value: (row) => statusLabel(t, row.status), width: 14 },
    { header: 'people.column.createdDtm', value: (row) => row.createdDtm, width: 26 },
  ];
}

/** The permission-change history's columns: role codes as stored (the sheet is read beside the audit trail). */
export const permissionChangeColumns: ExcelColumn<PermissionChangeItem>[] = [
  { header: 'people.column.createdAt', value: (row) => row.createdAt, width: 26 },
  { header: 'people.column.changedBy', value: (row) => row.changedByUsername, width: 32 },
  { header: 'people.column.username', value: (row) => row.username, width: 32 },
  { header: 'people.column.fromRole', value: (row) => row.fromRole, width: 18 },
  { header: 'people.column.toRole', value: (row) => row.toRole, width: 18 },
  { header: 'people.column.step', value: (row) => row.step, width: 14 },
  { header: 'people.column.stepDetail', value: (row) => row.detail, width: 40 },
  { header: 'people.column.ip', value: (row) => row.ip, width: 18 },
];
