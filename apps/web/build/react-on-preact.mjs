/**
 * `react` for the light entries (event page, buyer pages), which run on Preact's compatibility layer (decision 093).
 * Preact has everything Mantine uses but React 19.2's `Activity`, which Mantine renders only around content
 * kept mounted while hidden (`keepMounted` transitions, tabs, steppers): there, hidden content is unmounted.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : children;
}

/** React Router detects React 19's `useOptimistic` and does without it: say so, rather than leave it missing. */
export const useOptimistic = undefined;
