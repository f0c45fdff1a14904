import fs from 'node:fs';
import path from 'node:path';

/**
 * The @marquee/server package folder, found by walking up from this module: the same answer whether
 * the code runs from src/ (tsx, vitest) or from the bundle in dist/.
 */
export const SERVER_PACKAGE_ROOT = (() => {
  let directory = import.meta.dirname;
  for (;;) {
    const manifest = path.join(directory, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@marquee/server') {
      return directory;
    }
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('Cannot locate the @marquee/server package folder');
    directory = parent;
  }
})();
