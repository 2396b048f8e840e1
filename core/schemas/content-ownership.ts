// The console's content ownership transfer (admin spec §2 /admin/content-ownership, §4 "no search
// results", §7.1 /api/admin/username and change-content-ownership): finding a user, what they own over
// every kind of core/content-kinds.ts, the transfer and its record.
import * as v from 'valibot';
import { contentKindNames } from '../content-kinds.ts';
import { personal } from '../privacy/personal.ts';
import { keywordQuery, recordIdNumber, recordIdParam } from './common.ts';

/** How many users the suggestions name at most. */
export const USER_SUGGESTION_LIMIT = 10;
/** How many items one transfer of chosen items names at most. */
export const TRANSFER_MAX_ITEMS = 500;

/** GET /api/admin/username?keyword=: part of a name or an e-mail address. */
export const userSuggestionQuery = v.object({ keyword: keywordQuery });

/** A user as the console finds them: no secrets, nothing but what tells two people apart. */
export const userSuggestion = v.object({ id: v.number(), name: personal('name'), username: personal('email') });
export type UserSuggestion = v.InferOutput<typeof userSuggestion>;

/** GET /api/admin/content-ownership/:id: the user whose content is looked at. */
export const ownerParam = recordIdParam;

/** One live item a user owns. */
export const ownedItem = v.object({
  kind: v.picklist(contentKindNames),
  id: v.number(),
  titleKr: v.string(),
  titleEn: v.string(),
  insDtm: v.string(),
});
export type OwnedItem = v.InferOutput<typeof ownedItem>;

/** What a user owns: their live items of every kind, newest first. */
export const ownedContent = v.object({ user: userSuggestion, items: v.array(ownedItem) });
export type OwnedContent = v.InferOutput<typeof ownedContent>;

const accountId = recordIdNumber('validation.invalid');

/** POST /api/admin/change-content-ownership: from whom to whom; every item (no `items`) or the chosen ones. */
export const ownershipTransferBody = v.pipe(
  v.object({
    fromUserId: accountId,
    toUserId: accountId,
    items: v.optional(
      v.pipe(
        v.array(v.object({ kind: v.picklist(contentKindNames, 'validation.invalid'), id: accountId })),
        v.minLength(1, 'ownership.nothingChosen'),
        v.maxLength(TRANSFER_MAX_ITEMS, 'ownership.tooManyItems'),
      ),
    ),
  }),
  v.forward(
    v.check((body) => body.fromUserId !== body.toUserId, 'ownership.sameUser'),
    ['toUserId'],
  ),
);
export type OwnershipTransferBody = v.InferOutput<typeof ownershipTransferBody>;

/** What a transfer moved: the live items, by kind. */
export const transferResult = v.object({ moved: v.array(ownedItem) });

/** A transfer as its record shows it in the console. */
export const ownershipTransferRecord = v.object({
  id: v.number(),
  /** The admin who moved it: a console actor, named in full (decision 051). */
  adminUsername: v.string(),
  fromUsername: personal('email'),
  fromName: personal('name'),
  toUsername: personal('email'),
  toName: personal('name'),
  scope: v.picklist(['ALL', 'SOME']),
  items: v.string(),
  itemCount: v.number(),
  ip: v.string(),
  createdAt: v.string(),
});
export type OwnershipTransferRecord = v.InferOutput<typeof ownershipTransferRecord>;
