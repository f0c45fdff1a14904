#!/usr/bin/env node
/**
 * Checks one locale's email catalogue (apps/server/src/emails/messages/<locale>.ts) against the English one: every
 * key present and non-empty, no unknown key, placeholders and plural cases sound.
 *
 *   node scripts/i18n/check-email-catalogue.mjs <locale>
 */
import { emailCatalogueProblems } from './catalogues.mjs';

const locale = process.argv[2];
if (!locale) {
  console.error('usage: check-email-catalogue.mjs <locale>');
  process.exit(2);
}
const problems = await emailCatalogueProblems(locale);
for (const problem of problems) console.log(problem);
console.log(`${locale}: ${problems.length} problems`);
if (problems.length) process.exitCode = 1;
