/**
 * The checks a picked or dropped file passes before anything is sent: its type, its size, and
 * whether there is room for it. The platform takes png or jpg images of at most 5 MB, at most
 * three to a report (spec §9), so those are the defaults.
 */

/** Accepted MIME types, each with the file-name extensions it may carry (lower case, with the dot). */
export type UploadAccept = Readonly<Record<string, readonly string[]>>;

export interface UploadRules {
  accept: UploadAccept;
  /** Largest accepted file, in bytes; a file of exactly this size passes. */
  maxSize: number;
  /** Most files the field holds at once. */
  maxFiles: number;
}

export const defaultUploadRules: UploadRules = {
  accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
  maxSize: 5 * 1024 * 1024,
  maxFiles: 3,
};

export type UploadRefusalReason = 'type' | 'size' | 'count';

export interface UploadRefusal {
  file: File;
  reason: UploadRefusalReason;
}

export interface UploadCheckResult {
  accepted: File[];
  refused: UploadRefusal[];
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * Both must agree: a MIME type the list names, and an extension listed for that type. A file whose
 * type the browser could not tell (an empty `type`) is refused, since nothing vouches for it.
 */
export function hasAcceptedType(file: File, accept: UploadAccept): boolean {
  const extensions = accept[file.type.toLowerCase()];
  return extensions !== undefined && extensions.includes(extensionOf(file.name));
}

/** The `accept` attribute for the file picker: every type and every extension. */
export function acceptAttribute(accept: UploadAccept): string {
  return Object.entries(accept)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(',');
}

/** The accepted extensions as a reader sees them: ".png, .jpg, .jpeg". */
export function acceptedExtensions(accept: UploadAccept): string {
  return [...new Set(Object.values(accept).flat())].join(', ');
}

/**
 * Sorts a batch into the files the field takes and the ones it refuses, each with its reason.
 * Type and size are checked first; the files that pass then take the free places in the order
 * they came, and the rest are refused as one too many.
 */
export function checkUploads(files: readonly File[], heldCount: number, rules: UploadRules): UploadCheckResult {
  const accepted: File[] = [];
  const refused: UploadRefusal[] = [];
  let freePlaces = Math.max(0, rules.maxFiles - heldCount);
  for (const file of files) {
    if (!hasAcceptedType(file, rules.accept)) refused.push({ file, reason: 'type' });
    else if (file.size > rules.maxSize) refused.push({ file, reason: 'size' });
    else if (freePlaces === 0) refused.push({ file, reason: 'count' });
    else {
      accepted.push(file);
      freePlaces -= 1;
    }
  }
  return { accepted, refused };
}

const sizeUnits = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
  { unit: 'byte', bytes: 1 },
] as const;

/** A file size for people, in the locale's digits: "820 kB", "4.8 MB", "5 MB". */
export function formatFileSize(bytes: number, locale?: string): string {
  const { unit, bytes: unitBytes } = sizeUnits.find((entry) => bytes >= entry.bytes) ?? sizeUnits[2];
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    // An unknown locale tag falls back to the runtime's default rather than breaking the field.
    format = new Intl.NumberFormat(undefined, options);
  }
  return format.format(bytes / unitBytes);
}
