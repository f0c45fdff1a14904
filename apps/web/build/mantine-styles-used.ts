import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

const MANTINE_STYLES = '@mantine/core/styles.css';
/** Mantine's component classes: `m_` and a hash, the same string in its stylesheet and in its components' code. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;
const USED_QUERY = '?marquee-used';

/** The Mantine component classes named in a text: a stylesheet, or a chunk's code. */
export const mantineClassesOf = (text: string): string[] => text.match(MANTINE_CLASS) ?? [];

/** Mantine's stylesheet without the rules of components whose classes `used` does not hold. */
export function keepUsedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => mantineClassesOf(selector).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Gives a light entry only the part of Mantine's stylesheet its components use (decision 116): the whole sheet
 * styles ~100 components, 36 KB gzipped and render-blocking on every page. Each Mantine component names its
 * classes in its code (`Button.module.mjs`: `{ root: 'm_…' }`), so the classes left in the built chunks (after
 * tree-shaking, lazy chunks included) say which rules can apply. They are known only once the build has run,
 * and the sheet must be trimmed before Vite names its file by its content, so the build runs twice
 * (build/build-light-entry.mjs): with `MARQUEE_STYLES_PASS=collect` it writes the classes to `classesFile` and
 * nothing else; then it puts the trimmed sheet where `@mantine/core/styles.css` was imported, so it cascades
 * exactly as before, in the same file.
 */
export function mantineStylesUsed({ classesFile }: { classesFile: string }): Plugin {
  const found = new Set<string>();
  let pass: 'collect' | 'build' = 'build';
  return {
    name: 'marquee-mantine-styles-used',
    apply: 'build',
    enforce: 'pre',
    // Read when each build starts: build/build-light-entry.mjs runs both passes in one process.
    config() {
      pass = process.env.MARQUEE_STYLES_PASS === 'collect' ? 'collect' : 'build';
      return pass === 'collect' ? { build: { write: false } } : {};
    },
    buildStart() {
      found.clear();
    },
    async resolveId(source, importer) {
      if (pass !== 'build' || source !== MANTINE_STYLES) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}${USED_QUERY}` : null;
    },
    load(id) {
      if (!id.endsWith(USED_QUERY)) return null;
      if (!fs.existsSync(classesFile)) {
        this.error(`${classesFile} is missing: run the light entry's collect pass first (apps/web/package.json).`);
      }
      const used = new Set(JSON.parse(fs.readFileSync(classesFile, 'utf8')) as string[]);
      const stylesPath = id.slice(0, -USED_QUERY.length);
      return keepUsedMantineRules(fs.readFileSync(stylesPath, 'utf8'), used);
    },
    renderChunk(code) {
      if (pass === 'collect') mantineClassesOf(code).forEach((name) => found.add(name));
      return null;
    },
    generateBundle() {
      if (pass !== 'collect') return;
      fs.mkdirSync(path.dirname(classesFile), { recursive: true });
      fs.writeFileSync(classesFile, JSON.stringify([...found].sort()));
    },
  };
}
