// Demo content of knowledge sharing: models and data sets the demo members shared, in the language each
// writes in (Korean analysts in Korean, the English-speaking members in English), classified with the
// model catalogue's codes, some with files (notebooks, scripts, sample data) and links to public sources
// (Korean open data portals and the like). Seeded after the demo accounts, whose ids the entries keep.
// The entries are data (knowledge-sharing.json, writers named by their sign-in address), typed here.
import { count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import {
  modelFrameworks,
  modelInputTypes,
  modelLicences,
  modelMetricNames,
  modelTasks,
  type ModelCardView,
  type ModelMetric,
} from '#core/schemas/model-card.ts';
import { schema, type Db } from '../../client.ts';
import type { KnowledgeLink } from '../../schema/knowledge-sharing.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';
import { oneOf } from '../one-of.ts';
import content from './knowledge-sharing.json' with { type: 'json' };

type SeedFile = { name: string; extension: string; content: string };

type ModelSeed = {
  writer: string;
  daysAgo: number;
  views: number;
  modelName: string;
  description: string;
  howToExecute: string;
  industries: string[];
  algorithms: string[];
  links: KnowledgeLink[];
  files: SeedFile[];
  embedCode?: string;
  /** Its card (decision 055): the codes of core/schemas/model-card.ts's lists, checked as they are read; its version is its first release. */
  card: ModelCardView & { metrics: ModelMetric[] };
};

type DataSetSeed = {
  writer: string;
  daysAgo: number;
  views: number;
  dataSetName: string;
  description: string;
  applicationField: string;
  source: string;
  numberOfRows: number | null;
  industries: string[];
  links: KnowledgeLink[];
  files: SeedFile[];
};

/** A file of the data: written in full, or a notebook of one titled code cell. */
type SeedFileData = { name: string; extension: string; content?: string; notebook?: { title: string; code: string } };
type DataOf<T extends { files: SeedFile[] }> = Omit<T, 'files'> & { files: SeedFileData[] };

const notebook = ({ title, code }: { title: string; code: string }): string =>
  JSON.stringify({
    cells: [
      { cell_type: 'markdown', metadata: {}, source: [`# ${title}\n`] },
      { cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source: code.split('\n').map((line) => `${line}\n`) },
    ],
    metadata: { kernelspec: { name: 'python3', display_name: 'Python 3' } },
    nbformat: 4,
    nbformat_minor: 5,
  });

const filesOf = (files: SeedFileData[]): SeedFile[] =>
  files.map(({ name, extension, content, notebook: cell }) => ({ name, extension, content: cell ? notebook(cell) : (content ?? '') }));

const models: DataOf<ModelSeed>[] = content.models.map((model) => ({
  ...model,
  card: {
    ...model.card,
    task: oneOf(modelTasks, model.card.task),
    framework: oneOf(modelFrameworks, model.card.framework),
    licence: oneOf(modelLicences, model.card.licence),
    inputType: oneOf(modelInputTypes, model.card.inputType),
    metrics: model.card.metrics.map((metric) => ({ name: oneOf(modelMetricNames, metric.name), value: metric.value })),
  },
}));
const dataSets: DataOf<DataSetSeed>[] = content.dataSets;

export const knowledgeModels: readonly ModelSeed[] = models.map((model) => ({ ...model, files: filesOf(model.files) }));
export const knowledgeDataSets: readonly DataSetSeed[] = dataSets.map((dataSet) => ({ ...dataSet, files: filesOf(dataSet.files) }));

async function keysOf(db: Db, table: typeof schema.industry | typeof schema.algorithm, codes: readonly string[]): Promise<number[]> {
  const rows = await db.select({ key: table.key, code: table.code }).from(table);
  return codes.flatMap((code) => rows.filter((row) => row.code === code).map((row) => row.key));
}

async function storeFiles(db: Db, blobs: BlobStore, code: 'KNOWLEDGE_MODEL' | 'KNOWLEDGE_DATA_SET', ownerId: number, files: readonly SeedFile[], at: string) {
  for (const file of files) {
    await seedAttachment(db, blobs, { code, ownerId, file, createdDate: at, attachmentType: code === 'KNOWLEDGE_MODEL' ? 'MODEL' : 'DATA_SET' });
  }
}

/** The demo's shared models and data sets, when none exist yet. */
export async function seedKnowledgeSharing(db: Db, blobs: BlobStore, clock: Clock): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.knowledgeModel);
  if ((existing?.n ?? 0) > 0) return;
  const writers = new Map<string, { id: number | null; name: string }>();
  const writerOf = async (username: string) => {
    const known = writers.get(username);
    if (known) return known;
    const [row] = await db
      .select({ id: schema.userAccount.id, name: schema.userAccount.name })
      .from(schema.userAccount)
      .where(eq(schema.userAccount.username, username));
    const writer = { id: row?.id ?? null, name: row?.name ?? username };
    writers.set(username, writer);
    return writer;
  };
  const at = (daysAgo: number) => new Date(clock.now.getTime() - daysAgo * 86_400_000).toISOString();

  // oldest first, so ids follow the dates as they would have
  for (const model of [...knowledgeModels].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const writer = await writerOf(model.writer);
    const [row] = await db
      .insert(schema.knowledgeModel)
      .values({
        modelName: model.modelName,
        descriptionModel: model.description,
        howToExecuteModel: model.howToExecute,
        embedCode: model.embedCode ?? '',
        links: model.links,
        ...model.card,
        view: model.views,
        insDtm: at(model.daysAgo),
        insById: writer.id,
        insByUserName: writer.name,
      })
      .returning({ id: schema.knowledgeModel.id });
    if (!row) continue;
    const industryKeys = await keysOf(db, schema.industry, model.industries);
    const algorithmKeys = await keysOf(db, schema.algorithm, model.algorithms);
    if (industryKeys.length > 0) await db.insert(schema.knowledgeModelIndustry).values(industryKeys.map((industryKey) => ({ modelId: row.id, industryKey })));
    if (algorithmKeys.length > 0)
      await db.insert(schema.knowledgeModelAlgorithm).values(algorithmKeys.map((algorithmKey) => ({ modelId: row.id, algorithmKey })));
    await db.insert(schema.modelVersion).values({
      kind: 'KNOWLEDGE_MODEL',
      itemId: row.id,
      version: model.card.version,
      releasedAt: at(model.daysAgo),
      byUserName: writer.name,
    });
    await storeFiles(db, blobs, 'KNOWLEDGE_MODEL', row.id, model.files, at(model.daysAgo));
  }

  for (const dataSet of [...knowledgeDataSets].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const writer = await writerOf(dataSet.writer);
    const [row] = await db
      .insert(schema.knowledgeDataSet)
      .values({
        dataSetName: dataSet.dataSetName,
        descriptionDataSet: dataSet.description,
        applicationField: dataSet.applicationField,
        source: dataSet.source,
        numberOfRows: dataSet.numberOfRows,
        links: dataSet.links,
        view: dataSet.views,
        insDtm: at(dataSet.daysAgo),
        insById: writer.id,
        insByUserName: writer.name,
      })
      .returning({ id: schema.knowledgeDataSet.id });
    if (!row) continue;
    const industryKeys = await keysOf(db, schema.industry, dataSet.industries);
    if (industryKeys.length > 0)
      await db.insert(schema.knowledgeDataSetIndustry).values(industryKeys.map((industryKey) => ({ dataSetId: row.id, industryKey })));
    await storeFiles(db, blobs, 'KNOWLEDGE_DATA_SET', row.id, dataSet.files, at(dataSet.daysAgo));
  }
}
