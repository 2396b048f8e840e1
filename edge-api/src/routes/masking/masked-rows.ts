// Where the unmasking of each console list reads one row in full (issue 33, core/schemas/masking.ts): the
// list's own record by its id, as the list answers it. A list added to unmaskViews without its reader
// here fails the type check.
import type { UnmaskViewName } from '#core/schemas/masking.ts';
import type { Db } from '#db/client.ts';
import { findAccountById } from '#db/queries/account.ts';
import { adminAccessHistory } from '#db/queries/admin-access-history.ts';
import { connectionHistory } from '#db/queries/connection-history.ts';
import { ownershipTransfers } from '#db/queries/content-ownership.ts';
import { contentUsageAdminHistory } from '#db/queries/content-usage.ts';
import { downloadHistory } from '#db/queries/download-history.ts';
import { findPartnerApplication } from '#db/queries/partner-application.ts';
import { questionWriter } from '#db/queries/partner-qna-answer.ts';
import { permissionChangeHistory } from '#db/queries/permission-change-history.ts';

/** The row of a list by its id (at least its personal fields), or undefined when there is none. */
type RowReader = (db: Db, id: number) => Promise<Record<string, unknown> | null | undefined>;

export const maskedRowReaders: Record<UnmaskViewName, RowReader> = {
  // the account and permission lists are lists of accounts: their rows are the account's
  account: findAccountById,
  permission: findAccountById,
  connectionHistory: connectionHistory.one,
  adminAccessHistory: adminAccessHistory.one,
  downloadHistory: downloadHistory.one,
  contentUsage: contentUsageAdminHistory.one,
  permissionChange: permissionChangeHistory.one,
  partnerApplication: findPartnerApplication,
  ownershipTransfer: ownershipTransfers.one,
  partnerQnaTimes: questionWriter,
};
