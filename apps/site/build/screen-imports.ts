/** A route screen's chunk, as the route table names its modules (`features/…/<name>-screen.tsx`). */
const screenChunk = /\/[\w-]+-screen-[\w-]+\.js$/;

/**
 * Vite's `build.modulePreload.resolveDependencies`: which files a dynamic import asks for as
 * module preloads before the chunk itself. A route screen's imports are left to the browser's
 * module loader, which fetches them as soon as the screen's chunk is parsed.
 *
 * Vite's helper appends one `<link rel="modulepreload">` per file in a single task, about a
 * millisecond each on this host and four on a phone: the lobby's 27 made a 230 ms task in the
 * middle of start-up, its largest after the code's evaluation. Measured in one run on the 2-core
 * host (Lighthouse mobile, five loads each): `/rng` total blocking time 758 → 532 ms, score 82 → 87,
 * while the time until the page is live on a slow 4G line with a 4× slower CPU stayed at 5.7 s: the
 * screen's files come while the first load's code is still being evaluated. Other lazy parts
 * (dialogs, menus, the centres) keep their preloads: they are asked for on a press, when one round
 * trip more would be felt.
 */
export function screenImportsToPreload(file: string, deps: string[]): string[] {
  return screenChunk.test(`/${file}`) ? [] : deps;
}
