/**
 * Builds a light entry (decisions 093, 115 and 116) in two passes: the first collects the Mantine classes its
 * chunks use and writes nothing else; the second builds it with only those rules of Mantine's stylesheet.
 * Usage: node build/build-light-entry.mjs vite.buyer.config.ts
 */
import { build } from 'vite';

const configFile = process.argv[2];
if (!configFile) throw new Error('Usage: node build/build-light-entry.mjs <vite config file>');

process.env.MARQUEE_STYLES_PASS = 'collect';
await build({ configFile, logLevel: 'warn' });
process.env.MARQUEE_STYLES_PASS = 'build';
await build({ configFile });
