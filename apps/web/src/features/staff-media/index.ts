// What the studio's other screens use of the uploads: the resumable upload field, and lengths as it shows them.
export { MediaUploadField } from './components/media-upload-field';
export { minutesAndSeconds } from './lib/media-length';
