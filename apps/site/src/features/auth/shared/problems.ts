/** A form problem as a translation key in the auth namespace, with its values. */
export interface Problem {
  key: string;
  values?: Record<string, number>;
  /** Text already translated (a brand rule's hint), shown instead of the key's. */
  text?: string;
}

export type Problems<Name extends string> = Partial<Record<Name, Problem>>;

/** Spec §5: values are trimmed before they are checked and sent. */
export function trimValues<Values extends Record<string, string>>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as Values;
}

/** Turns problems into messages with the given translate function. */
export function problemMessages<Name extends string>(
  problems: Problems<Name>,
  translate: (key: string, values?: Record<string, number>) => string,
): Partial<Record<Name, string>> {
  const messages: Partial<Record<Name, string>> = {};
  for (const [name, problem] of Object.entries(problems) as [Name, Problem | undefined][]) {
    if (problem) messages[name] = problem.text ?? translate(problem.key, problem.values);
  }
  return messages;
}
