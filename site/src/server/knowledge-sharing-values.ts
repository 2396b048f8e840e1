// The sharing form's starting values (islands/knowledge-sharing/KnowledgeForm.tsx): empty for a new entry,
// the stored entry for an edit (its rich text sanitised again for the editor, a model's card as its form holds it).
import type { KnowledgeDataSetItem, KnowledgeModelItem, KnowledgeType } from '#core/schemas/knowledge-sharing.ts';
import type { KnowledgeInitial } from '../islands/knowledge-sharing/KnowledgeForm.tsx';
import { cardValuesOf, emptyCardValues } from '../islands/model-card/card-values.ts';
import { editorHtml } from './authoring-values.ts';

export const emptyKnowledge = (type: KnowledgeType): KnowledgeInitial => ({
  type,
  modelName: '',
  descriptionModel: '',
  howToExecuteModel: '',
  embedCode: '',
  algorithmCd: '',
  dataSetName: '',
  descriptionDataSet: '',
  applicationField: '',
  source: '',
  numberOfRows: null,
  industryCd: '',
  addModel: [],
  addData: [],
  ...emptyCardValues(),
  attachments: [],
});

export const modelKnowledgeInitial = (model: KnowledgeModelItem): KnowledgeInitial => ({
  ...emptyKnowledge('model'),
  modelName: model.modelName,
  descriptionModel: editorHtml(model.descriptionModel),
  howToExecuteModel: model.howToExecuteModel,
  embedCode: model.embedCode,
  industryCd: model.industryCd,
  algorithmCd: model.algorithmCd,
  addModel: model.addModel.map(({ title, url }) => ({ title, url })),
  ...cardValuesOf(model.card),
  attachments: model.attachments,
});

export const dataSetKnowledgeInitial = (dataSet: KnowledgeDataSetItem): KnowledgeInitial => ({
  ...emptyKnowledge('dataset'),
  dataSetName: dataSet.dataSetName,
  descriptionDataSet: editorHtml(dataSet.descriptionDataSet),
  applicationField: dataSet.applicationField,
  source: dataSet.source,
  numberOfRows: dataSet.numberOfRows,
  industryCd: dataSet.industryCd,
  addData: dataSet.addData.map(({ title, url }) => ({ title, url })),
  attachments: dataSet.attachments,
});
