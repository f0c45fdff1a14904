import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The built embed script (apps/web build/widget-script): its versioned path, Subresource Integrity and copies. */
export type WidgetScript = {
  /** `/assets/widget-<hash>.js`: immutable, for hosts that pin a version with `integrity`. */
  url: string;
  integrity: string;
  /** Absolute path of the file, and of its precompressed copies when the build wrote them. */
  file: string;
  brotli: string | null;
  gzip: string | null;
};

/** Reads the script the web build wrote (its manifest names the hashed file); null when the web app is not built. */
export function readWidgetScript(distDir: string): WidgetScript | null {
  const manifestPath = path.join(distDir, '.vite/widget-script-manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = Object.values(manifest)[0];
  if (!entry) return null;
  const file = path.join(distDir, entry.file);
  if (!fs.existsSync(file)) return null;
  const digest = crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64');
  const copy = (suffix: string) => (fs.existsSync(file + suffix) ? file + suffix : null);
  return {
    url: `/${entry.file}`,
    integrity: `sha384-${digest}`,
    file,
    brotli: copy('.br'),
    gzip: copy('.gz'),
  };
}
