// The values of the sharing form: every field of both types (portal spec §3); the form shows those of its
// type, and the type's schema reads only those (a model's card among them: a data set has none).
import type { KnowledgeType } from '#core/schemas/knowledge-sharing.ts';
import type { StoredFile } from '../authoring/file-items.ts';
import type { ModelCardValues } from '../model-card/card-values.ts';
import type { KnowledgeLinkValue } from './LinksField.tsx';

/** Every field of both types: the form shows those of its type, and the type's schema reads only those. */
export type KnowledgeValues = {
  type: KnowledgeType;
  modelName: string;
  descriptionModel: string;
  howToExecuteModel: string;
  embedCode: string;
  algorithmCd: string;
  dataSetName: string;
  descriptionDataSet: string;
  applicationField: string;
  source: string;
  numberOfRows: number | null;
  industryCd: string;
  addModel: KnowledgeLinkValue[];
  addData: KnowledgeLinkValue[];
  attachments: never[];
} & ModelCardValues;

export type KnowledgeInitial = Omit<KnowledgeValues, 'attachments'> & { attachments: StoredFile[] };
