import { afterAll } from 'vitest';

const skippedFrame = 'Iframe page loading is disabled';

/**
 * happy-dom loads no frame pages in tests and reports every frame it skips straight to the
 * process's stderr. The game screens' tests are about those frames: keep their output readable.
 */
export function quietSkippedFrames(): void {
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) =>
    String(chunk).includes(skippedFrame)
      ? true
      : (write as (...args: unknown[]) => boolean)(chunk, ...rest)) as typeof process.stderr.write;
  afterAll(() => {
    process.stderr.write = write;
  });
}
