#!/usr/bin/env node
/**
 * Fails when any of the 13 locales lacks a message, leaves one empty or in English, or breaks a placeholder, in the
 * web app's catalogues or the server's email, PDF and calendar texts (issue 30). Runs in `npm run lint`.
 *
 *   node scripts/i18n/check-catalogues.mjs [locale…]
 */
import { LOCALES, emailCatalogueProblems, webCatalogueProblems } from './catalogues.mjs';

const locales = process.argv.length > 2 ? process.argv.slice(2) : LOCALES;
let total = 0;
for (const locale of locales) {
  const problems = [...webCatalogueProblems(locale), ...(await emailCatalogueProblems(locale))];
  total += problems.length;
  for (const problem of problems.slice(0, 20)) console.log(problem);
  if (problems.length > 20) console.log(`… and ${problems.length - 20} more for ${locale}`);
}
if (total) {
  console.log(`Translation catalogues: ${total} problems. See docs/translation/README.md for how to fix them.`);
  process.exitCode = 1;
} else console.log(`Translation catalogues: ${locales.length} locales complete.`);
