import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = dirname(fileURLToPath(import.meta.url));
const sources = Object.fromEntries(
  readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(css|tsx)$/.test(file) && !/\.(test|stories)\.tsx$/.test(file))
    .map((file) => [file, readFileSync(`${sourceDir}/${file}`, 'utf8')]),
);

/** Every place a source names the attribute, with the file it is in. */
function usesOf(attribute: RegExp) {
  return Object.entries(sources).flatMap(([file, text]) =>
    text
      .split('\n')
      .filter((line) => attribute.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
}

describe('the root hold on decorative motion', () => {
  it('is the only style keyed on data-motion, so releasing it restyles only the parts it holds', () => {
    // Chromium invalidates styles by attribute name: one descendant rule of a part keyed on a
    // data-motion of its own made the root's release restyle every element with a data-slot.
    expect(usesOf(/data-motion\b|data-\[motion[=\]]/)).toEqual([
      "styles.css: :root[data-motion='held'] [data-decorative-motion] {",
    ]);
  });

  it("reads the parts' styles and markup, so the check above cannot pass on nothing", () => {
    expect(usesOf(/data-marquee-motion\b/).length).toBeGreaterThan(0);
  });
});
