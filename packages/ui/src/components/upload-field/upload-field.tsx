import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ChangeEvent, type ComponentPropsWithRef, type DragEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field-context.ts';
import { ImageUpIcon } from '../../icons/image-up.ts';
import {
  acceptAttribute,
  acceptedExtensions,
  checkUploads,
  defaultUploadRules,
  formatFileSize,
  type UploadAccept,
  type UploadRefusal,
} from './upload-checks.ts';
import { createUploadItem, UploadFileItem, type UploadItem } from './upload-file-item.tsx';

/** The drop zone; the file input covers it, so a click or a drop anywhere on it picks files. */
export const uploadDropZoneVariants = cva(
  [
    'relative flex min-w-0 items-center rounded-md border-2 border-dashed border-input bg-background text-sm',
    'text-muted-foreground transition-[color,border-color,box-shadow]',
    'hover:border-primary data-[state=over]:border-primary data-[state=over]:bg-muted',
    'has-[input:focus-visible]:ring-3 has-[input:focus-visible]:ring-ring',
    'has-[input[aria-invalid=true]]:border-destructive',
    // Disabled reads as muted rather than faded, so the text keeps its contrast.
    'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:bg-muted has-[input:disabled]:hover:border-input',
  ],
  {
    variants: {
      size: {
        // Room to aim a drop: the withdrawal proof and feedback pages.
        md: 'flex-col justify-center gap-2 px-4 py-6 text-center',
        // One row, for a dialog with little height to spare.
        sm: 'gap-3 px-3 py-2.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type UploadFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'accept' | 'multiple' | 'size' | 'children'
> &
  VariantProps<typeof uploadDropZoneVariants> & {
    /** The files held, with their upload state; the field never changes it itself. */
    value: readonly UploadItem[];
    /** The list after files were added or one was removed. */
    onChange: (items: UploadItem[]) => void;
    /** Accepted MIME types with their extensions; png and jpg by default. */
    accept?: UploadAccept;
    /** Largest file in bytes; 5 MB by default. */
    maxSize?: number;
    /** Most files held at once; 3 by default. */
    maxFiles?: number;
    /** BCP 47 locale for file sizes. */
    locale?: string;
    /** The drop zone's text, e.g. "Drop images here or". */
    dropLabel: ReactNode;
    /** What the drop zone's button reads, e.g. "Choose files". */
    chooseLabel: ReactNode;
    /** A remove button's name, e.g. "Remove {fileName}". */
    removeLabel: (fileName: string) => string;
    /** A progress bar's name, e.g. "Uploading {fileName}". */
    progressLabel: (fileName: string) => string;
    /** Refusal of a file of another type, e.g. "{fileName} is not an image: use {extensions}". */
    wrongTypeMessage: (refusal: { fileName: string; extensions: string }) => ReactNode;
    /** Refusal of a file over the limit, e.g. "{fileName} is larger than {maxSize}". */
    tooLargeMessage: (refusal: { fileName: string; maxSize: string }) => ReactNode;
    /** Refusal of a file beyond the count, e.g. "{fileName} was not added: at most {maxFiles} images". */
    tooManyMessage: (refusal: { fileName: string; maxFiles: number }) => ReactNode;
    /** Told of every refused file, after its message shows. */
    onRefuse?: (refusals: UploadRefusal[]) => void;
  };

/**
 * Picks images with a file input or a drop, checks each one before anything is sent, and lists
 * the files held with a preview, size, progress and remove button. Controlled, so a form holds it
 * through react-hook-form's Controller; inside a Field the input takes the label and messages.
 * `className` styles the root; the ref and the remaining props go to the <input>.
 */
export function UploadField({
  className,
  size,
  value,
  onChange,
  accept = defaultUploadRules.accept,
  maxSize = defaultUploadRules.maxSize,
  maxFiles = defaultUploadRules.maxFiles,
  locale,
  dropLabel,
  chooseLabel,
  removeLabel,
  progressLabel,
  wrongTypeMessage,
  tooLargeMessage,
  tooManyMessage,
  onRefuse,
  disabled = false,
  ...ownProps
}: UploadFieldProps) {
  const inputProps = useFieldControl(ownProps);
  const [refusals, setRefusals] = useState<UploadRefusal[]>([]);
  const [dragOver, setDragOver] = useState(false);

  function add(files: readonly File[]) {
    if (disabled || files.length === 0) return;
    const { accepted, refused } = checkUploads(files, value.length, { accept, maxSize, maxFiles });
    // Each batch's refusals replace the last, so the messages speak of what was just picked.
    setRefusals(refused);
    if (accepted.length > 0) onChange([...value, ...accepted.map(createUploadItem)]);
    if (refused.length > 0) onRefuse?.(refused);
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    add([...(event.target.files ?? [])]);
    // Cleared, so picking the same file again after removing it fires a change.
    event.target.value = '';
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragOver(false);
    add([...(event.dataTransfer?.files ?? [])]);
  }

  function dragOverZone(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled) setDragOver(true);
  }

  function leaveZone(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
  }

  function remove(item: UploadItem, button: HTMLElement) {
    onChange(value.filter((held) => held !== item));
    // The pressed button goes with its file; the picker is where keyboard users carry on.
    button.closest('[data-slot="upload-field"]')?.querySelector<HTMLElement>('[data-slot="upload-input"]')?.focus();
  }

  function messageOf({ file, reason }: UploadRefusal): ReactNode {
    const fileName = file.name;
    if (reason === 'type') return wrongTypeMessage({ fileName, extensions: acceptedExtensions(accept) });
    if (reason === 'size') return tooLargeMessage({ fileName, maxSize: formatFileSize(maxSize, locale) });
    return tooManyMessage({ fileName, maxFiles });
  }

  return (
    <div data-slot="upload-field" data-disabled={disabled || undefined} className={cn('grid min-w-0 gap-2', className)}>
      {/* Dropping is a pointer's shortcut; keyboards and screen readers use the file input inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-slot="upload-drop-zone"
        data-size={size ?? 'md'}
        data-state={dragOver ? 'over' : 'idle'}
        className={uploadDropZoneVariants({ size })}
        onDragOver={dragOverZone}
        onDragLeave={leaveZone}
        onDrop={drop}
      >
        <ImageUpIcon className={size === 'sm' ? 'size-5' : 'size-8'} />
        <span className={cn('min-w-0 flex-1', size !== 'sm' && 'flex flex-wrap justify-center gap-x-1')}>
          <span>{dropLabel}</span>{' '}
          <span className={cn('font-medium', disabled ? 'text-muted-foreground' : 'text-primary underline')}>
            {chooseLabel}
          </span>
        </span>
        <input
          type="file"
          multiple
          accept={acceptAttribute(accept)}
          disabled={disabled}
          data-slot="upload-input"
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          onChange={pick}
          {...inputProps}
        />
      </div>
      <div data-slot="upload-refusals" role="alert" className="empty:hidden">
        {refusals.length > 0 && (
          <ul className="grid gap-1 text-sm font-medium text-destructive">
            {refusals.map((refusal, index) => (
              <li key={`${refusal.file.name}-${index}`}>{messageOf(refusal)}</li>
            ))}
          </ul>
        )}
      </div>
      {value.length > 0 && (
        <ul data-slot="upload-list" className="grid gap-2">
          {value.map((item) => (
            <UploadFileItem
              key={item.id}
              item={item}
              locale={locale}
              disabled={disabled}
              removeLabel={removeLabel(item.file.name)}
              progressLabel={progressLabel(item.file.name)}
              onRemove={(button) => remove(item, button)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
