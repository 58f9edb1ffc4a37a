import { serializeBrand, type Brand, type BrandCheck } from '../../packages/theme/src/index.ts';
import { Button } from '../../packages/ui/src/components/button/index.ts';
import { useId, useRef, useState } from 'react';
import { downloadJson } from './studio-model.ts';
import { labelClass, panelClass } from './studio-styles.ts';

export interface ExportPanelProps {
  brand: Brand;
  check: BrandCheck;
}

/** The brand as the one JSON file an operator ships: download it, or copy it from the text box. */
export function ExportPanel({ brand, check }: ExportPanelProps) {
  const jsonId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [copyResult, setCopyResult] = useState<'copied' | 'selected' | null>(null);
  // A brand the schema rejects (a half-typed merchant code) is still shown, as it stands.
  const json = check.brand ? serializeBrand(check.brand) : `${JSON.stringify(brand, null, 2)}\n`;
  const fileName = `${brand.merchantCode.toLowerCase() || 'brand'}.json`;

  async function copy() {
    textArea.current?.select();
    try {
      await navigator.clipboard.writeText(json);
      setCopyResult('copied');
    } catch {
      // Clipboard access can be refused (an iframe, a permission); the text stays selected to copy by hand.
      setCopyResult('selected');
    }
  }

  return (
    <section aria-labelledby="export-title" className={`${panelClass} grid gap-3`}>
      <h2 id="export-title" className="text-base font-semibold">
        Export
      </h2>
      <p className="text-sm text-muted-foreground" data-export-status={check.problems.length === 0 ? 'ok' : 'problems'}>
        {check.problems.length === 0
          ? `${fileName} passes pnpm brand:check.`
          : `pnpm brand:check would report ${check.problems.length} ${check.problems.length === 1 ? 'problem' : 'problems'}.`}
      </p>
      {check.schemaProblems.length > 0 && (
        <ul aria-label="Schema problems" className="grid gap-1 text-sm">
          {check.schemaProblems.map((problem) => (
            <li key={problem.path} className="rounded-md border border-destructive px-3 py-1.5">
              <code>{problem.path}</code>: {problem.message}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => downloadJson(fileName, json)}>Download {fileName}</Button>
        <Button variant="outline" onClick={() => void copy()}>
          Copy JSON
        </Button>
        <span role="status" className="self-center text-sm text-muted-foreground">
          {copyResult === 'copied' && 'Copied to the clipboard.'}
          {copyResult === 'selected' && 'Selected: press Ctrl+C (⌘C) to copy.'}
        </span>
      </div>
      <label htmlFor={jsonId} className={labelClass}>
        Brand JSON
      </label>
      <textarea
        id={jsonId}
        ref={textArea}
        readOnly
        value={json}
        rows={12}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-48 w-full rounded-md border border-input bg-background p-2 font-mono text-xs text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring"
      />
    </section>
  );
}
