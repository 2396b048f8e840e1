// File extensions that several upload codes take, named once (core/attachment-rules.ts, the kinds).
export const images = ['png', 'jpg', 'jpeg'] as const;
export const documents = ['pdf', 'docx', 'pptx', 'xlsx', 'csv', 'txt', 'md'] as const;
