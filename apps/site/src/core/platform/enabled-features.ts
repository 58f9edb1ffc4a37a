import { readPrimedData } from '../primed-data.ts';

/**
 * The brand's whitelabel modules that are on, once the status call has said (spec §3): the client
 * refuses a call gated by a module that is off before sending it. A server-drawn page carries the
 * status answer, so this is known from the start there.
 */
let remembered: ReadonlySet<string> | undefined;

export function rememberFeatures(features: ReadonlySet<string>) {
  remembered = features;
}

export function enabledFeatures(): ReadonlySet<string> | undefined {
  remembered ??= (readPrimedData().systemStatus as { features?: ReadonlySet<string> } | undefined)?.features;
  return remembered;
}
