// Every TypeScript project of the workspace; `pnpm typecheck` and `npm test` check each one.
export const typecheckProjects = [
  'packages/theme/tsconfig.json',
  'packages/ui/tsconfig.json',
  'packages/platform/tsconfig.json',
  'apps/site/tsconfig.json',
  'apps/sandbox/tsconfig.json',
  'tsconfig.json',
];
