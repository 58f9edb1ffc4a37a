import { contrastRequirements, formatRatio, type ContrastProblem } from '../../packages/theme/src/index.ts';
import { panelClass } from './studio-styles.ts';

export interface ContrastReportProps {
  problems: ContrastProblem[];
}

/** The checker `pnpm brand:check` runs, live: each failing pair with its ratio and threshold. */
export function ContrastReport({ problems }: ContrastReportProps) {
  const pairCount = contrastRequirements.length * 2;
  return (
    <section aria-labelledby="contrast-report-title" className={panelClass}>
      <h2 id="contrast-report-title" className="text-base font-semibold">
        Contrast (WCAG 2 AA)
      </h2>
      <p role="status" className="mt-1 text-sm text-muted-foreground">
        {problems.length === 0
          ? `All ${pairCount} pairs pass in light and dark.`
          : `${problems.length} of ${pairCount} pairs fail. Fix them before exporting.`}
      </p>
      {problems.length > 0 && (
        <ul aria-label="Contrast warnings" className="mt-3 grid gap-2">
          {problems.map((problem) => (
            <li
              key={`${problem.scheme}-${problem.foreground}-${problem.background}`}
              data-contrast-warning={`${problem.scheme}:${problem.foreground}/${problem.background}`}
              className="grid gap-0.5 rounded-md border border-destructive px-3 py-2 text-sm"
            >
              <span className="font-medium">
                <span className="capitalize">{problem.scheme}</span>: <code>{problem.foreground}</code> on{' '}
                <code>{problem.background}</code>
              </span>
              <span>{`${formatRatio(problem.ratio)}:1, needs at least ${problem.minimum}:1`}</span>
              <span className="text-muted-foreground">{problem.usage}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
