// `pnpm typecheck`: tsc over every project, stopping at none so all errors show at once.
import { run } from './bootstrap.mjs';
import { typecheckProjects } from './typecheck-projects.mjs';

let failed = 0;
for (const project of typecheckProjects) {
  if (run('pnpm', ['exec', 'tsc', '-p', project]) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
