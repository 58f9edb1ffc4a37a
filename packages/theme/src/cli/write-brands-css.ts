import { writeFileSync } from 'node:fs';
import { renderBrandsStylesheet } from '../brands-stylesheet.ts';

/** Regenerates src/brands.css from the built-in brand files. */
const target = new URL('../brands.css', import.meta.url);
writeFileSync(target, renderBrandsStylesheet());
console.log(`Wrote ${target.pathname}`);
