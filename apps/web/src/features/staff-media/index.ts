// What the studio's other screens use of the uploads: the resumable upload field.
export { MediaUploadField, type MediaUploadFieldProps } from './components/media-upload-field';
