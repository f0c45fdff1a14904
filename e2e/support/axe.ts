import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type TAxeNode = {
  target: unknown;
  html: string;
  any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }[];
};
type TAxe = {
  run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: TAxeNode[] }[] }>;
};

/**
 * axe-core's violations in one page or frame, one line each (rule and the elements): an empty list passes. Our pages'
 * CSP does not apply to what the test runner evaluates.
 */
export async function axeViolations(frame: Frame | Page, options: Record<string, unknown> = {}): Promise<string[]> {
  await frame.evaluate(axeSource);
  return frame.evaluate(
    async (runOptions) =>
      (await (window as unknown as { axe: TAxe }).axe.run(document, runOptions)).violations.map(
        (violation) =>
          `${violation.id}: ${JSON.stringify(
            violation.nodes.map((node) => {
              // A contrast failure says which colours and how far off, which is what the fix needs.
              const data = node.any.find((check) => check.data?.contrastRatio !== undefined)?.data;
              return data
                ? [node.target, `${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}`]
                : [node.target, node.html.slice(0, 160)];
            }),
          )}`,
      ),
    options,
  );
}
