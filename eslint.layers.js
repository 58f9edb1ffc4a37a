/**
 * Which layer may import which (architecture: arrows point down only). Each zone names a `target`
 * layer and the layers it must not import `from`. Story files are compositions for Storybook, not
 * shipped code: they may draw the whole site, so the features' rule leaves them out.
 *
 *   packages/theme ← packages/ui ← apps/site → packages/platform ← apps/sandbox
 *   apps/site/src:  app/, boot/, ssr/  →  features/  →  core/
 */
const site = 'apps/site/src';
const top = [`${site}/app`, `${site}/boot`, `${site}/ssr`, `${site}/stories`];

const why = {
  packages: 'a package does not import the apps or a package above it (see eslint.layers.js)',
  core: 'core/ is the kernel every feature shares: it imports no feature and nothing above (see eslint.layers.js)',
  features:
    'a feature does not import the app, start-up, server rendering or stories; shared code belongs in core/ (see eslint.layers.js)',
  app: 'the app is started by boot/ and drawn by ssr/; it does not import them (see eslint.layers.js)',
  sandbox: 'the sandbox speaks the platform contract only, never the site or the design system (see eslint.layers.js)',
};

/** @type {{ target: string | string[]; from: string | string[]; message: string }[]} */
export const layerZones = [
  { target: 'packages/theme', from: ['packages/ui', 'packages/platform', 'apps'], message: why.packages },
  { target: 'packages/ui', from: ['packages/platform', 'apps'], message: why.packages },
  { target: 'packages/platform', from: ['packages/ui', 'packages/theme', 'apps'], message: why.packages },
  { target: 'apps/sandbox/src', from: ['apps/site', 'packages/ui'], message: why.sandbox },
  { target: `${site}/core`, from: [...top, `${site}/features`], message: why.core },
  { target: `${site}/features/**/!(*.stories).{ts,tsx}`, from: top, message: why.features },
  { target: `${site}/app`, from: [`${site}/boot`, `${site}/ssr`, `${site}/stories`], message: why.app },
];
