// Demo content of the partner area (portal spec §2, §3): the partner FAQ (Korean, as its page is), the
// library's bilingual documents with their files, and partners' business projects. The FAQ's types and
// the projects' client fields are master data the migrations write (PARTNER_FAQ_TYPE, BUSSINESS_FIELD),
// found by code. The generators are the tests' too. The rows are data (partner-content.json), typed here.
import { and, count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { ArticleSeed, AttachmentSeed } from '../catalogues/types.ts';
import type { Clock } from '../generators.ts';
import { oneOf } from '../one-of.ts';
import { DEMO_CONTENT_WRITER } from './accounts.ts';
import content from './partner-content.json' with { type: 'json' };

const dayMs = 24 * 60 * 60 * 1000;

async function masterDataId(db: Db, type: string, code: string): Promise<number> {
  const [row] = await db
    .select({ id: schema.masterData.id })
    .from(schema.masterData)
    .where(and(eq(schema.masterData.type, type), eq(schema.masterData.code, code)))
    .limit(1);
  if (!row) throw new Error(`no master data ${type} ${code}`);
  return row.id;
}

async function attachFiles(
  db: Db,
  blobs: BlobStore,
  code: 'PARTNER_FAQ' | 'PARTNER_LIBRARY',
  ownerId: number,
  files: readonly AttachmentSeed[],
  insDtm: string,
) {
  for (const file of files) await seedAttachment(db, blobs, { code, ownerId, file, createdDate: insDtm });
}

const partnerFaqTypes = ['PFT_PRODUCT', 'PFT_TECHNICAL', 'PFT_SALES', 'PFT_EDUCATION'] as const;

export type PartnerFaqSeed = {
  /** A PARTNER_FAQ_TYPE code. */
  type: (typeof partnerFaqTypes)[number];
  titleKr: string;
  contentKr: string;
  daysAgo: number;
  view: number;
  attachments?: AttachmentSeed[];
};

export const partnerFaqSeeds: PartnerFaqSeed[] = content.faqs.map((row) => ({ ...row, type: oneOf(partnerFaqTypes, row.type) }));

export async function insertPartnerFaq(db: Db, blobs: BlobStore, seed: PartnerFaqSeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.partnerFaq)
    .values({
      titleKr: seed.titleKr,
      contentKr: seed.contentKr,
      questionTypeId: await masterDataId(db, 'PARTNER_FAQ_TYPE', seed.type),
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.partnerFaq.id });
  if (!row) throw new Error('the demo partner question was not inserted');
  await attachFiles(db, blobs, 'PARTNER_FAQ', row.id, seed.attachments ?? [], insDtm);
  return row.id;
}

export type PartnerLibrarySeed = ArticleSeed;

export const partnerLibrarySeeds: PartnerLibrarySeed[] = content.library;

export async function insertPartnerLibrary(db: Db, blobs: BlobStore, seed: PartnerLibrarySeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.partnerLibrary)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      contentKr: seed.contentKr,
      contentEn: seed.contentEn,
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.partnerLibrary.id });
  if (!row) throw new Error('the demo library document was not inserted');
  await attachFiles(db, blobs, 'PARTNER_LIBRARY', row.id, seed.attachments ?? [], insDtm);
  return row.id;
}

export type PartnerProjectSeed = {
  projectName: string;
  partnerName: string;
  partnerPersonInCharge: string;
  email: string;
  clientName: string;
  sdsPersonInCharge: string;
  /** A BUSSINESS_FIELD code. */
  clientField: string;
  projectStartDate: string;
  projectEndDate: string;
  description: string;
  daysAgo: number;
};

export const partnerProjectSeeds: PartnerProjectSeed[] = content.projects;

export async function insertPartnerProject(db: Db, seed: PartnerProjectSeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.partnerProject)
    .values({
      projectName: seed.projectName,
      partnerName: seed.partnerName,
      partnerPersonInCharge: seed.partnerPersonInCharge,
      partnerEmail: seed.email,
      clientName: seed.clientName,
      sdsPersonInCharge: seed.sdsPersonInCharge,
      clientFieldId: await masterDataId(db, 'BUSSINESS_FIELD', seed.clientField),
      projectStartDate: seed.projectStartDate,
      projectEndDate: seed.projectEndDate,
      description: seed.description,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.partnerProject.id });
  if (!row) throw new Error('the demo project was not inserted');
  return row.id;
}

/** Loads the partner area's demo content, each part when it has none yet. */
export async function seedPartnerContent(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [faqs] = await db.select({ n: count() }).from(schema.partnerFaq);
  if ((faqs?.n ?? 0) === 0) for (const seed of partnerFaqSeeds) await insertPartnerFaq(db, blobs, seed, clock);
  const [documents] = await db.select({ n: count() }).from(schema.partnerLibrary);
  if ((documents?.n ?? 0) === 0) for (const seed of partnerLibrarySeeds) await insertPartnerLibrary(db, blobs, seed, clock);
  const [projects] = await db.select({ n: count() }).from(schema.partnerProject);
  if ((projects?.n ?? 0) === 0) for (const seed of partnerProjectSeeds) await insertPartnerProject(db, seed, clock);
}
