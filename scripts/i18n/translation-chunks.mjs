#!/usr/bin/env node
/**
 * Moves the web app's untranslated messages out of a locale's PO catalogue into small JSON files a translator can
 * fill, and the filled files back in, checking each translation's placeholders before it is written.
 *
 *   node scripts/i18n/translation-chunks.mjs export <locale> <dir> [--size 200] [--all]
 *   node scripts/i18n/translation-chunks.mjs import <locale> <dir> [--dry-run]
 *
 * export writes <dir>/NN.json: [{ "id", "context"?, "files" }] for every message whose translation is empty (every
 * message with --all). A translator writes <dir>/NN.out.json: { "<id>": "<translation>" }. import reads every
 * *.out.json, refuses translations whose placeholders differ from the English, and reports what it wrote (with
 * --dry-run, what it would write: translators check their files while the catalogue itself stays untouched).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';
import { placeholderProblems } from './placeholders.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogPath = (locale) => path.join(root, 'apps/web/src/locales', locale, 'messages.po');
const keyOf = (item) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);

function load(locale) {
  return PO.parse(readFileSync(catalogPath(locale), 'utf8'));
}

function exportChunks(locale, dir, { size, all }) {
  const po = load(locale);
  const pending = po.items.filter((item) => item.msgid && (all || !item.msgstr[0]));
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (let start = 0; start < pending.length; start += size) {
    const chunk = pending.slice(start, start + size).map((item) => ({
      id: keyOf(item),
      ...(item.msgctxt ? { context: item.msgctxt } : {}),
      files: item.references.slice(0, 3),
      ...(item.extractedComments.length ? { note: item.extractedComments.join(' ') } : {}),
    }));
    const name = String(start / size + 1).padStart(2, '0');
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(chunk, null, 1) + '\n');
    written++;
  }
  console.log(`${locale}: ${pending.length} messages in ${written} files under ${dir}`);
}

function importChunks(locale, dir, { dryRun }) {
  const po = load(locale);
  const byKey = new Map(po.items.map((item) => [keyOf(item), item]));
  let applied = 0;
  const problems = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.out.json'))
    .sort()) {
    const translations = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    for (const [key, translation] of Object.entries(translations)) {
      const item = byKey.get(key);
      if (!item) {
        problems.push(`${file}: no such message: ${JSON.stringify(key.slice(0, 80))}`);
        continue;
      }
      if (typeof translation !== 'string' || !translation.trim()) {
        problems.push(`${file}: empty translation for ${JSON.stringify(key.slice(0, 80))}`);
        continue;
      }
      const found = placeholderProblems(item.msgid, translation, locale);
      if (found.length) {
        problems.push(`${file}: ${JSON.stringify(key.slice(0, 80))}: ${found.join('; ')}`);
        continue;
      }
      item.msgstr = [translation];
      applied++;
    }
  }
  if (!dryRun) writeFileSync(catalogPath(locale), po.toString() + '\n');
  const left = po.items.filter((item) => item.msgid && !item.msgstr[0]).length;
  const verb = dryRun ? 'would be written' : 'written';
  console.log(`${locale}: ${applied} translations ${verb}, ${left} messages still untranslated`);
  for (const problem of problems) console.log(`  refused ${problem}`);
  if (problems.length) process.exitCode = 1;
}

const [command, locale, dir, ...rest] = process.argv.slice(2);
if (!locale || !dir || !['export', 'import'].includes(command)) {
  console.error('usage: translation-chunks.mjs export|import <locale> <dir> [--size N] [--all]');
  process.exit(2);
}
const sizeAt = rest.indexOf('--size');
const size = sizeAt >= 0 ? Number(rest[sizeAt + 1]) : 200;
if (command === 'export') exportChunks(locale, path.resolve(dir), { size, all: rest.includes('--all') });
else importChunks(locale, path.resolve(dir), { dryRun: rest.includes('--dry-run') });
