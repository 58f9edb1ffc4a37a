/** Proof images for stories and tests: small receipt-like PNGs built in memory, so nothing touches the network. */
const receiptPngs = {
  receipt:
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAbUlEQVR42u3asREAEBAEQH1pRwkqkOpXINKEwZs118AG95dIuY3QSQAAAJ8C5mMPAAAAAOAsoNR+JQA6AAAAYAcAdAAAAMAOAOgAAACAHbADOgAAABAZsPe8AgDEA7hCAAAAAJEBfi0CAAAcyQILPKMlUW0FqwAAAABJRU5ErkJggg==',
  transfer:
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAbklEQVR42u3aQREAEBQEUBF0kUAIgcRSzUkJg2+e2QLvsH8vUh49dBIAAMCngPnYAwAAAAA4Cyi1XQmADgAAANgBAB0AAACwAwA6AAAAYAfsgA4AAABEBuw9rwAA8QCuEAAAAEBkgF+LAAAAR7IAgk0TqM0e89wAAAAASUVORK5CYII=',
  wallet:
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAAbUlEQVR42u3asREAEBAEQLnCVKAITelSItKEwZs118AG95dIo+fQSQAAAJ8C5mMPAAAAAOAsoNR2JQA6AAAAYAcAdAAAAMAOAOgAAACAHbADOgAAABAZsPe8AgDEA7hCAAAAAJEBfi0CAAAcyQKKVYQmJQtXiwAAAABJRU5ErkJggg==',
} as const;

export type ProofImageKind = keyof typeof receiptPngs;

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * A PNG file that previews as a receipt. `size` pads it to a realistic weight (image decoders
 * ignore what follows the PNG's end), so size limits can be met or passed on purpose.
 */
export function proofImage(
  name: string,
  { kind = 'receipt', size }: { kind?: ProofImageKind; size?: number } = {},
): File {
  const png = bytesOf(receiptPngs[kind]);
  const padding = new Uint8Array(Math.max(0, (size ?? png.length) - png.length));
  return new File([png, padding], name, { type: 'image/png' });
}

/** A file of a type the field refuses. */
export function statementPdf(name = 'statement.pdf'): File {
  return new File(['%PDF-1.7'], name, { type: 'application/pdf' });
}
