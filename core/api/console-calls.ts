// The console's lists and records (admin spec §7.1): accounts and permissions, the history lists,
// batch settings, the system screen, banners, notices, the search glossary, the webhooks, the privacy policy, content
// ownership, the partner applications and the console's reviews (issue 33).
import * as v from 'valibot';
import { accessReviewDecisionBody, accessReviewDetail, accessReviewList, accessReviewSummary } from '../schemas/access-review.ts';
import { historyQuery } from '../schemas/admin-auth.ts';
import { uploadedFile } from '../schemas/attachment.ts';
import { bannerAdminItem, bannerCreate, bannerImageUpload, bannerPositionChanges, bannerUpdate } from '../schemas/banner.ts';
import { adminBatch, adminBatchBody, batchHistoryItem, batchWork, batchWorkBody, passwordCycle, passwordCycleBody } from '../schemas/batch.ts';
import { pageSchema, savedId } from '../schemas/common.ts';
import { consoleReviewsDue } from '../schemas/console-review.ts';
import {
  ownedContent,
  ownershipTransferBody,
  ownershipTransferRecord,
  transferResult,
  userSuggestion,
  userSuggestionQuery,
} from '../schemas/content-ownership.ts';
import { contentUsageAdminItem } from '../schemas/content-usage.ts';
import { downloadHistoryItem } from '../schemas/download-history.ts';
import { adminAccessItem, connectionHistoryItem } from '../schemas/history.ts';
import { logReviewDetail, logReviewList, logReviewSignOffBody, logReviewSummary } from '../schemas/log-review.ts';
import { unmaskBody, unmaskCallKey, unmaskedRow, unmaskViewNames, type UnmaskCallKey } from '../schemas/masking.ts';
import { noticeAdminItem, noticeAdminQuery, noticeCreate, noticeUpdate } from '../schemas/notice.ts';
import { partnerApplicationItem, partnerApplicationListQuery, partnerApproval, partnerRefusalSchema } from '../schemas/partner.ts';
import {
  accountCreated,
  accountCreateSchema,
  accountDetail,
  accountListItem,
  accountListQuery,
  accountReactivated,
  accountUpdateSchema,
  changePermissionSchema,
  permissionChangeItem,
  permissionListItem,
  permissionListQuery,
  permissionsChanged,
  roleOption,
  userInfoQuery,
} from '../schemas/people.ts';
import { policyAdminDetail, policyAdminItem, policyAdminQuery, policyCreate, policyUpdate } from '../schemas/privacy-policy.ts';
import { retentionView } from '../schemas/retention.ts';
import { roleGrantDecided, roleGrantList, roleGrantRejectBody } from '../schemas/role-grant.ts';
import { glossaryItem, glossaryListQuery, glossaryTermBody } from '../schemas/search-glossary.ts';
import { searchLogItem, searchLogOpenedItem, searchLogOpenedQuery, searchLogQuery } from '../schemas/search-log.ts';
import { systemView } from '../schemas/system.ts';
import { webhookBody, webhookDeliveryItem, webhookDeliveryQuery, webhookItem, webhookSecret } from '../schemas/webhook.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();
const history = <S extends v.GenericSchema>(item: S) => ({ answer: pageSchema(item), query: historyQuery });

/** The unmasking of one row of each list that shows personal data (issue 33, core/schemas/masking.ts). */
const unmaskCalls = Object.fromEntries(unmaskViewNames.map((name) => [unmaskCallKey(name), { answer: unmaskedRow, body: unmaskBody }])) as Record<
  UnmaskCallKey,
  { answer: typeof unmaskedRow; body: typeof unmaskBody }
>;

export const consoleCalls = callFamily({
  'GET /api/admin/user': { answer: pageSchema(accountListItem), query: accountListQuery },
  'GET /api/admin/user/:id': { answer: accountDetail },
  'GET /api/admin/user-info': { answer: accountDetail, query: userInfoQuery },
  'POST /api/admin/user': { answer: accountCreated, body: accountCreateSchema },
  'PUT /api/admin/user': { answer: savedId, body: accountUpdateSchema },
  'DELETE /api/admin/user/:id': { answer: savedId },
  'PUT /api/admin/user/:id/reactivate': { answer: accountReactivated },
  'GET /api/admin/permission': { answer: pageSchema(permissionListItem), query: permissionListQuery },
  'GET /api/admin/role': { answer: v.array(roleOption) },
  'POST /api/admin/permission/change-permission': { answer: permissionsChanged, body: changePermissionSchema },
  'GET /api/admin/connect-hist': history(connectionHistoryItem),
  'GET /api/admin/user-access-hist': history(adminAccessItem),
  'GET /api/admin/personal-info-download-hist': history(downloadHistoryItem),
  'GET /api/admin/content-usage-hist': history(contentUsageAdminItem),
  'GET /api/admin/permission_change_tracking': history(permissionChangeItem),
  'GET /api/admin/daily-batch-history': history(batchHistoryItem),
  'GET /api/admin/getbatchwork/:id': { answer: batchWork },
  'POST /api/admin/batchwork': { answer: batchWork, body: batchWorkBody },
  'GET /api/admin/admin-batch': { answer: adminBatch },
  'PUT /api/admin/admin-batch': { answer: adminBatch, body: adminBatchBody },
  'GET /api/admin/notice-password-change-interval': { answer: passwordCycle },
  'PUT /api/admin/notice-password-change-interval': { answer: passwordCycle, body: passwordCycleBody },
  'GET /api/admin/system': { answer: systemView },
  'GET /api/admin/retention': { answer: retentionView },
  'GET /api/admin/banner/list/:lang': { answer: v.array(bannerAdminItem) },
  'GET /api/admin/banner/:id': { answer: bannerAdminItem },
  'PUT /api/admin/banner/change-banner-possition': { answer: v.array(bannerAdminItem), body: bannerPositionChanges },
  'POST /api/admin/banner': { answer: bannerAdminItem, body: bannerCreate },
  'PUT /api/admin/banner': { answer: bannerAdminItem, body: bannerUpdate },
  'DELETE /api/admin/banner/:id': { answer: v.object({ id: v.number(), languageCode: bannerAdminItem.entries.languageCode }) },
  'POST /api/admin/banner/upload-banner-img': { answer: bannerImageUpload },
  'GET /api/admin/notice': { answer: pageSchema(noticeAdminItem), query: noticeAdminQuery },
  'POST /api/admin/notice': { answer: noticeAdminItem, body: noticeCreate },
  'PUT /api/admin/notice/:id': { answer: noticeAdminItem, body: noticeUpdate },
  'DELETE /api/admin/notice/:id': { answer: savedId },
  'POST /api/admin/notice/upload-file': { answer: v.array(uploadedFile) },
  'GET /api/admin/search-glossary': { answer: pageSchema(glossaryItem), query: glossaryListQuery },
  'POST /api/admin/search-glossary': { answer: savedId, body: glossaryTermBody },
  'PUT /api/admin/search-glossary/:id': { answer: savedId, body: glossaryTermBody },
  'DELETE /api/admin/search-glossary/:id': { answer: savedId },
  'GET /api/admin/webhooks': { answer: v.array(webhookItem) },
  'POST /api/admin/webhooks': { answer: webhookSecret, body: webhookBody },
  'PUT /api/admin/webhooks/:id': { answer: savedId, body: webhookBody },
  'DELETE /api/admin/webhooks/:id': { answer: savedId },
  'POST /api/admin/webhooks/:id/secret': { answer: webhookSecret, body: v.object({}) },
  'GET /api/admin/webhooks/:id/deliveries': { answer: pageSchema(webhookDeliveryItem), query: webhookDeliveryQuery },
  'POST /api/admin/webhooks/:id/test': { answer: webhookDeliveryItem, body: v.object({}) },
  'GET /api/admin/search-log': { answer: pageSchema(searchLogItem), query: searchLogQuery },
  'GET /api/admin/search-log/opened': { answer: v.array(searchLogOpenedItem), query: searchLogOpenedQuery },
  'GET /api/policy-admin/privacy': { answer: pageSchema(policyAdminItem), query: policyAdminQuery },
  'GET /api/policy-admin/privacy/detail/:id': { answer: policyAdminDetail },
  'POST /api/policy-admin/privacy': { answer: policyAdminDetail, body: policyCreate },
  'PUT /api/policy-admin/privacy': { answer: policyAdminDetail, body: policyUpdate },
  'GET /api/admin/username': { answer: v.array(userSuggestion), query: userSuggestionQuery },
  'GET /api/admin/content-ownership/:id': { answer: ownedContent },
  'POST /api/admin/change-content-ownership': { answer: transferResult, body: ownershipTransferBody },
  'GET /api/admin/content-ownership-history': { answer: pageSchema(ownershipTransferRecord), query: historyQuery },
  'GET /api/admin/partner-application': { answer: pageSchema(partnerApplicationItem), query: partnerApplicationListQuery },
  'PUT /api/admin/partner-application/:id/approve': { answer: partnerApproval, body: v.object({}) },
  'PUT /api/admin/partner-application/:id/refuse': { answer: none, body: partnerRefusalSchema },
  'GET /api/admin/console-review/due': { answer: consoleReviewsDue },
  'GET /api/admin/log-review': { answer: logReviewList },
  'GET /api/admin/log-review/:month': { answer: logReviewDetail },
  'POST /api/admin/log-review/:month': { answer: logReviewSummary, body: logReviewSignOffBody },
  'GET /api/admin/role-grant': { answer: roleGrantList },
  'PUT /api/admin/role-grant/:id/approve': { answer: roleGrantDecided, body: v.object({}) },
  'PUT /api/admin/role-grant/:id/reject': { answer: roleGrantDecided, body: roleGrantRejectBody },
  'PUT /api/admin/role-grant/:id/withdraw': { answer: roleGrantDecided, body: v.object({}) },
  'GET /api/admin/access-review': { answer: accessReviewList },
  'POST /api/admin/access-review': { answer: accessReviewSummary, body: v.object({}) },
  'GET /api/admin/access-review/:quarter': { answer: accessReviewDetail },
  'PUT /api/admin/access-review/:quarter/:userId': { answer: accessReviewSummary, body: accessReviewDecisionBody },
  ...unmaskCalls,
});
