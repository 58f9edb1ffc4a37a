import useSWR from 'swr';
import { useSiteConfig } from '../../../core/site-config.ts';
import { callPlatform } from '../../../core/platform/call-platform.ts';

/**
 * The brand's registration rules (spec §3 per-field rule) and its whitelabel modules. The status
 * call usually carries the rules; when it does not, they come from the register settings call.
 */
export function useRegisterRules() {
  const config = useSiteConfig();
  const needsSettings = config.data !== undefined && config.data.register === undefined;
  const settings = useSWR(needsSettings ? 'registerSettings' : null, () =>
    callPlatform('system', 'registerSettings', {}),
  );
  const rules = config.data?.register ?? settings.data;
  return {
    rules,
    features: config.data?.features,
    ready: config.data !== undefined && rules !== undefined,
    error: config.error ?? settings.error,
    retry: () => void (config.error ? config.mutate() : settings.mutate()),
  };
}
