export { ContentPopup, type ContentPopupProps } from './components/content-popup';
export { ContentTile, type ContentTileProps } from './components/content-tile';
export { ResourceViewer } from './components/resource-viewer';
export type { TContentKind } from './lib/content-look';
export { buildFeaturedList, ContentTypeParam, type TContentTypeParam, type TFeaturedEntry } from './lib/featured-list';
