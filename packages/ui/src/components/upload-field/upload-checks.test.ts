import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkUploads,
  defaultUploadRules,
  formatFileSize,
  hasAcceptedType,
  type UploadRules,
} from './upload-checks.ts';

const MB = 1024 * 1024;

/** A file of the given size; its bytes are never read, only counted. */
function fileOf(name: string, type: string, size = 1024): File {
  return new File([new Uint8Array(size)], name, { type });
}

const png = (name = 'proof.png', size?: number) => fileOf(name, 'image/png', size);
const jpg = (name = 'proof.jpg', size?: number) => fileOf(name, 'image/jpeg', size);

describe('hasAcceptedType', () => {
  const { accept } = defaultUploadRules;

  it('takes png and jpg, with either jpeg extension', () => {
    expect(hasAcceptedType(png(), accept)).toBe(true);
    expect(hasAcceptedType(jpg(), accept)).toBe(true);
    expect(hasAcceptedType(jpg('scan.jpeg'), accept)).toBe(true);
  });

  it('reads extensions in any case', () => {
    expect(hasAcceptedType(png('RECEIPT.PNG'), accept)).toBe(true);
    expect(hasAcceptedType(jpg('Photo.JpEg'), accept)).toBe(true);
  });

  it('refuses other types, and a type whose extension disagrees', () => {
    expect(hasAcceptedType(fileOf('proof.gif', 'image/gif'), accept)).toBe(false);
    expect(hasAcceptedType(fileOf('statement.pdf', 'application/pdf'), accept)).toBe(false);
    expect(hasAcceptedType(fileOf('proof.png', 'image/gif'), accept)).toBe(false);
    expect(hasAcceptedType(fileOf('proof.exe', 'image/png'), accept)).toBe(false);
    expect(hasAcceptedType(fileOf('png', 'image/png'), accept)).toBe(false);
  });

  it('refuses a file whose type the browser could not tell', () => {
    expect(hasAcceptedType(fileOf('proof.png', ''), accept)).toBe(false);
  });

  it('follows a configured list', () => {
    const pdf = { 'application/pdf': ['.pdf'] };
    expect(hasAcceptedType(fileOf('statement.pdf', 'application/pdf'), pdf)).toBe(true);
    expect(hasAcceptedType(png(), pdf)).toBe(false);
  });
});

describe('acceptAttribute', () => {
  it('lists every type and extension for the picker', () => {
    expect(acceptAttribute(defaultUploadRules.accept)).toBe('image/png,.png,image/jpeg,.jpg,.jpeg');
  });
});

describe('checkUploads', () => {
  const rules = defaultUploadRules;

  it('defaults to png/jpg, 5 MB and three files', () => {
    expect(rules.maxSize).toBe(5 * MB);
    expect(rules.maxFiles).toBe(3);
  });

  it('takes a file of exactly the limit and refuses one byte more', () => {
    const atLimit = png('at-limit.png', 5 * MB);
    const overLimit = png('over-limit.png', 5 * MB + 1);
    expect(checkUploads([atLimit, overLimit], 0, rules)).toEqual({
      accepted: [atLimit],
      refused: [{ file: overLimit, reason: 'size' }],
    });
  });

  it('refuses files beyond the free places, keeping the first that fit', () => {
    const [a, b, c] = [png('a.png'), png('b.png'), png('c.png')];
    expect(checkUploads([a, b, c], 2, rules)).toEqual({
      accepted: [a],
      refused: [
        { file: b, reason: 'count' },
        { file: c, reason: 'count' },
      ],
    });
  });

  it('refuses everything once the field is full', () => {
    const fourth = png('fourth.png');
    expect(checkUploads([fourth], 3, rules).refused).toEqual([{ file: fourth, reason: 'count' }]);
  });

  it('sorts a mixed batch, letting only good files take places', () => {
    const gif = fileOf('animation.gif', 'image/gif');
    const huge = jpg('huge.jpg', 6 * MB);
    const [a, b, c, d] = [png('a.png'), jpg('b.jpg'), png('c.PNG'), jpg('d.jpeg')];
    const result = checkUploads([gif, a, huge, b, c, d], 0, rules);
    expect(result.accepted).toEqual([a, b, c]);
    expect(result.refused).toEqual([
      { file: gif, reason: 'type' },
      { file: huge, reason: 'size' },
      { file: d, reason: 'count' },
    ]);
  });

  it('names a wrong type before a size, whatever the size', () => {
    const bigPdf = fileOf('statement.pdf', 'application/pdf', 6 * MB);
    expect(checkUploads([bigPdf], 0, rules).refused).toEqual([{ file: bigPdf, reason: 'type' }]);
  });

  it('follows configured limits', () => {
    const custom: UploadRules = { accept: { 'image/png': ['.png'] }, maxSize: 2048, maxFiles: 1 };
    const [small, large, second] = [png('small.png', 2048), png('large.png', 2049), png('second.png', 10)];
    expect(checkUploads([small, large, second], 0, custom)).toEqual({
      accepted: [small],
      refused: [
        { file: large, reason: 'size' },
        { file: second, reason: 'count' },
      ],
    });
  });
});

describe('formatFileSize', () => {
  it('picks the unit that reads best', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 kB');
    expect(formatFileSize(5 * MB, 'en')).toBe('5 MB');
    expect(formatFileSize(4.84 * MB, 'en')).toBe('4.8 MB');
  });

  it('writes the locale’s digits and falls back on an unknown tag', () => {
    expect(formatFileSize(1.5 * MB, 'de')).toBe('1,5 MB');
    expect(formatFileSize(5 * MB, 'not a locale')).toMatch(/^5\sMB$/);
  });
});
