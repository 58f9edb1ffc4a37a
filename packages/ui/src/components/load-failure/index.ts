export {
  LoadFailure,
  LoadFailureActions,
  loadFailureVariants,
  type LoadFailureContent,
  type LoadFailureProps,
} from './load-failure.tsx';
export { LoadFailureDialog, type LoadFailureDialogProps } from './load-failure-dialog.tsx';
