export { UploadField, uploadDropZoneVariants, type UploadFieldProps } from './upload-field.tsx';
export { createUploadItem, type UploadItem } from './upload-file-item.tsx';
export {
  acceptAttribute,
  checkUploads,
  defaultUploadRules,
  formatFileSize,
  hasAcceptedType,
  type UploadAccept,
  type UploadCheckResult,
  type UploadRefusal,
  type UploadRefusalReason,
  type UploadRules,
} from './upload-checks.ts';
