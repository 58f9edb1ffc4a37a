/**
 * The page's writing direction for every Radix part below it. A Radix root (tabs, menus, selects)
 * writes its own `dir`, left to right unless told otherwise, so without this an Arabic page's
 * tab panels and menus run left to right inside the mirrored page.
 */
export { DirectionProvider } from '@radix-ui/react-direction';
