// The content studio's preview frame: the one page of the app that the app's own pages may frame.

/**
 * The page inside the studio's preview screen (apps/web staff-content): it asks the API for the
 * drafts and opens the member screen chosen. The server lets the app's own pages frame this
 * address only; every other page refuses every frame (apps/api/src/web/serve-web-app.ts).
 */
export const PreviewFramePath = '/studio/content/preview-frame';
