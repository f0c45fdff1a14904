import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app's page shell: what the server fills with the head, first paint and configuration. */
export const pageShell = (script = '/assets/app.js') =>
  `<!doctype html><html><head><meta charset="UTF-8" /><title>Marquee</title><!--marquee-head--><script type="module" src="${script}"></script></head><body><div id="root"></div></body></html>`;

/**
 * A stand-in for `apps/web/dist` (pass `dir` as WEB_DIST_DIR): the given files (paths may name folders),
 * `index.html` by default, in a
 * temporary folder that `remove` deletes.
 */
export function createWebDist(files: Record<string, string> = { 'index.html': pageShell() }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
