// What a success story used (issue 35, decision 055): pre-built models, shared models and shared data sets,
// named by kind and id. One schema for the story form, the save and the pages: the story lists them, and a
// model's or data set's page lists the stories back.
import * as v from 'valibot';
import type { MessageKey } from '../i18n/translate.ts';
import { itemId } from './common.ts';

/** The kinds a story may name as used, in the order the form offers them. */
export const storyUsageKinds = ['PRE_BUILT_MODEL', 'KNOWLEDGE_MODEL', 'KNOWLEDGE_DATA_SET'] as const;
export type StoryUsageKind = (typeof storyUsageKinds)[number];
/** The message key of each kind's name, shown beside a linked item. */
export const storyUsageKindKey = {
  PRE_BUILT_MODEL: 'modelCard.kind.preBuiltModel',
  KNOWLEDGE_MODEL: 'modelCard.kind.knowledgeModel',
  KNOWLEDGE_DATA_SET: 'modelCard.kind.knowledgeDataSet',
} as const satisfies Record<StoryUsageKind, MessageKey>;

/** A story names at most this many items. */
export const MAX_STORY_USES = 12;
/** A model's page lists at most this many stories back, newest first. */
export const MAX_STORY_BACK_LINKS = 12;

export const storyUseRef = v.object({ kind: v.picklist(storyUsageKinds, 'validation.invalid'), id: itemId });
export type StoryUseRef = v.InferOutput<typeof storyUseRef>;

/** The save's `uses`: at most MAX_STORY_USES, each once (a repeat is dropped), in the author's order. */
export const storyUsesInput = v.optional(
  v.pipe(
    v.array(storyUseRef),
    v.maxLength(MAX_STORY_USES, 'modelCard.storyUsesTooMany'),
    v.transform((uses) => uses.filter((use, index) => uses.findIndex((other) => other.kind === use.kind && other.id === use.id) === index)),
  ),
  [],
);

/** A used item everyone may see: its title in both languages (a shared entry's one name twice) and its page's path without the language. */
export const storyUse = v.object({ kind: v.picklist(storyUsageKinds), id: v.number(), titleKr: v.string(), titleEn: v.string(), path: v.string() });
export type StoryUse = v.InferOutput<typeof storyUse>;

/** A live story that used an item, as the item's page lists it. */
export type StoryBackLink = { id: number; titleKr: string; titleEn: string; thumbnailPath: string; insDtm: string };
