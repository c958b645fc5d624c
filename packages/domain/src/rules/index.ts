export * from './document-title.ts';
