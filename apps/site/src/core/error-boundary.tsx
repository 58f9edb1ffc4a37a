import { LoadFailure, LoadFailureDialog, type LoadFailureContent } from '@lobbykit/ui/load-failure';
import { Component, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, type ChunkFailureKind } from './chunk-load.ts';
import { usePageLive } from './page-live.ts';

/**
 * Where a boundary sits, which decides how its failure looks:
 * - `root`: around the whole app, the last resort: the page's own message, Retry and Reload;
 * - `page`: a screen or a section of one: a panel in its place, the header and footer stay;
 * - `inline`: a control in a row (the header's member area, a menu): a small chip, as tall as the
 *   controls, so the header does not move;
 * - `dialog`: a modal: a dialog in its place, with Retry and Close.
 */
export type BoundaryVariant = 'root' | 'page' | 'inline' | 'dialog';

type BoundaryProps = {
  children: ReactNode;
  /** Called before the children render again after "Retry" (a lazy part's `reset`). */
  onRetry?: () => void;
  /** Places the failure, e.g. over the still banner or in the toasts' corner. */
  frame?: (failure: ReactNode) => ReactNode;
} & (
  | { variant: Exclude<BoundaryVariant, 'dialog'>; onClose?: never }
  /** `onClose`: the dialog's Close and Escape close what the dialog was for. */
  | { variant: 'dialog'; onClose: () => void }
);

/**
 * Catches what its children throw while drawing (a chunk that did not load, or a fault) and shows
 * the translated failure with a Retry in their place, so a failure never blanks the page.
 */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    const { variant, frame, onClose, children } = this.props;
    if (!this.state.failed) return children;
    const failure = <FailureView variant={variant} error={this.state.error} onRetry={this.retry} onClose={onClose} />;
    return frame ? frame(failure) : failure;
  }
}

type Failure = ChunkFailureKind | 'fault';

/** What the player reads for each failure (spec §8: "page load timed out, check the network"). */
const descriptionKeys: Record<Failure, string> = {
  missing: 'errors.updated',
  offline: 'errors.page_load',
  timeout: 'errors.timeout',
  error: 'errors.page_load',
  fault: 'errors.fault',
};

/** A reload helps where the code changed or broke; offline it would only show the browser's error page. */
const offersReload = (failure: Failure) => failure === 'missing' || failure === 'error' || failure === 'fault';

const reload = () => location.reload();

interface FailureViewProps {
  variant: BoundaryVariant;
  error: unknown;
  onRetry: () => void;
  onClose: (() => void) | undefined;
}

function FailureView({ variant, error, onRetry, onClose }: FailureViewProps) {
  // Never waits for a translation chunk: EN is in the first load and stands in meanwhile.
  const { t } = useTranslation('common', { useSuspense: false });
  const [retrying, setRetrying] = useState(false);
  const failure: Failure = error instanceof ChunkLoadError ? error.kind : 'fault';
  const content = {
    title: failure === 'fault' ? t('errors.fault_title') : t('errors.page_load_title'),
    description: t(descriptionKeys[failure]),
    retryLabel: t('actions.retry'),
    retrying,
    onRetry: () => {
      setRetrying(true);
      onRetry();
    },
    ...(offersReload(failure) && { reloadLabel: t('actions.reload'), onReload: reload }),
  };
  if (variant === 'inline') return <LoadFailure variant="inline" {...content} title={t('errors.part_load')} />;
  if (variant === 'dialog') {
    return (
      <LoadFailureDialog
        {...content}
        title={t('errors.part_load')}
        closeLabel={t('actions.close')}
        onClose={onClose ?? (() => undefined)}
      />
    );
  }
  return <MainFailure variant={variant} content={content} />;
}

/** In the page's main place: the page is live (its Retry must answer) even though the screen never ran. */
function MainFailure({ variant, content }: { variant: 'root' | 'page'; content: LoadFailureContent }) {
  usePageLive();
  return <LoadFailure variant={variant === 'root' ? 'page' : 'panel'} {...content} />;
}
