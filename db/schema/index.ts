export * from './attachment.ts';
export * from './catalogue.ts';
export * from './pre-built-model.ts';
export * from './batch-run.ts';
