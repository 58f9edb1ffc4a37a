import { useCallback, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FileIcon } from '../../icons/file.ts';
import { XIcon } from '../../icons/x.ts';
import { formatFileSize } from './upload-checks.ts';

/** One file the field holds. The consumer owns the list and reports each file's upload on it. */
export interface UploadItem {
  /** Stable key of the file in the list. */
  id: string;
  file: File;
  /** Upload progress, 0–100, while the consumer sends the file; a bar shows while it is set. */
  progress?: number;
  /** Why sending this file failed, shown under its name. */
  error?: ReactNode;
}

let nextItemId = 0;

/** A list entry for a newly picked file. */
export function createUploadItem(file: File): UploadItem {
  nextItemId += 1;
  return { id: `upload-${nextItemId}`, file };
}

/**
 * Shows an image file through an object URL, set on the <img> as it mounts and revoked when the
 * file changes or the preview goes away, so a removed file's memory is freed at once.
 */
function usePreviewRef(file: File) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const objectUrl = URL.createObjectURL(file);
      image.src = objectUrl;
      return () => URL.revokeObjectURL(objectUrl);
    },
    [file],
  );
}

export interface UploadFileItemProps {
  item: UploadItem;
  locale: string | undefined;
  disabled: boolean;
  removeLabel: string;
  progressLabel: string;
  /** Called with the pressed button. */
  onRemove: (button: HTMLButtonElement) => void;
}

export function UploadFileItem({ item, locale, disabled, removeLabel, progressLabel, onRemove }: UploadFileItemProps) {
  const previewRef = usePreviewRef(item.file);
  const progress = item.progress === undefined ? undefined : Math.min(100, Math.max(0, Math.round(item.progress)));
  const failed = item.error != null && item.error !== false && item.error !== '';

  return (
    <li
      data-slot="upload-item"
      data-state={failed ? 'error' : progress === undefined ? 'idle' : 'uploading'}
      className="flex min-w-0 items-center gap-3 rounded-md border border-border bg-background p-2 data-[state=error]:border-destructive"
    >
      <span
        data-slot="upload-preview"
        className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-muted text-muted-foreground"
      >
        {item.file.type.startsWith('image/') ? (
          // The name beside it says what the file is; the thumbnail only shows it.
          <img ref={previewRef} alt="" className="size-full object-cover" />
        ) : (
          <FileIcon className="size-5" />
        )}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex min-w-0 items-baseline gap-2 text-sm">
          {/* A file name keeps its own direction inside a right-to-left page. */}
          <span data-slot="upload-file-name" dir="auto" className="min-w-0 truncate font-medium text-foreground">
            {item.file.name}
          </span>
          <span data-slot="upload-file-size" className="shrink-0 text-xs text-muted-foreground">
            {formatFileSize(item.file.size, locale)}
          </span>
        </div>
        {progress !== undefined && (
          <div
            role="progressbar"
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            data-slot="upload-progress"
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              data-slot="upload-progress-bar"
              className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none"
              style={{ width: `${progress}%` }}
            />
          </div>
        )}
        {failed && (
          <p role="alert" data-slot="upload-item-error" className="text-xs font-medium text-destructive">
            {item.error}
          </p>
        )}
      </div>
      <button
        type="button"
        data-slot="upload-remove"
        aria-label={removeLabel}
        title={removeLabel}
        disabled={disabled}
        onClick={(event) => onRemove(event.currentTarget)}
        className={cn(
          'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground',
          'transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring',
          'disabled:pointer-events-none disabled:opacity-50',
        )}
      >
        <XIcon />
      </button>
    </li>
  );
}
