/**
 * The product's translation catalogues and what is wrong with them: the web app's PO files (apps/web/src/locales) and
 * the server's email, PDF and calendar texts (apps/server/src/emails/messages). Used by check-catalogues.mjs (run in
 * `npm run lint`) and by the translators' tools.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import PO from 'pofile';
import { placeholderProblems } from './placeholders.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Spec §3, in the order the language picker lists them; `en` is the source. Mirrors SUPPORTED_LOCALES in core. */
export const LOCALES = ['en', 'de', 'fr', 'it', 'nl', 'pt', 'es', 'zh-cn', 'zh-hk', 'pt-br', 'vi', 'tr', 'hu'];
export const TARGET_LOCALES = LOCALES.filter((locale) => locale !== 'en');

/** `zh-cn` → `zhCn`: the name a catalogue module exports. */
export const exportNameOf = (locale) => locale.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

const webCatalogPath = (locale) => path.join(root, 'apps/web/src/locales', locale, 'messages.po');
const emailCatalogPath = (locale) => path.join(root, 'apps/server/src/emails/messages', `${locale}.ts`);

export function loadWebCatalogue(locale) {
  return PO.parse(readFileSync(webCatalogPath(locale), 'utf8'));
}

/** The English messages a locale may keep as they are: proper nouns, loan words, codes (see the locale's file). */
function sameAsEnglish(locale) {
  const file = path.join(root, 'apps/web/src/locales', locale, 'same-as-english.json');
  return new Set(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []);
}

/** Words in a message once its ICU arguments, tags and punctuation are gone. */
const wordsOf = (text) =>
  text
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1);

/**
 * A message left identical to English is a forgotten translation unless it is one word (a loan word such as
 * "Status" or "Check-in"), has no words at all ("{0} / {1}"), or the locale lists it as correct as it is.
 */
function looksUntranslated(msgid, msgstr, allowed) {
  if (msgstr !== msgid || allowed.has(msgid)) return false;
  return wordsOf(msgid).length > 1;
}

export function webCatalogueProblems(locale) {
  const po = loadWebCatalogue(locale);
  const allowed = sameAsEnglish(locale);
  const problems = [];
  for (const item of po.items) {
    if (!item.msgid) continue;
    const label = JSON.stringify(item.msgid.length > 70 ? `${item.msgid.slice(0, 70)}…` : item.msgid);
    const translation = item.msgstr[0] ?? '';
    if (!translation.trim()) {
      problems.push(`web ${locale}: missing ${label}`);
      continue;
    }
    if (locale === 'en') continue;
    if (looksUntranslated(item.msgid, translation, allowed)) problems.push(`web ${locale}: left in English ${label}`);
    for (const problem of placeholderProblems(item.msgid, translation, locale))
      problems.push(`web ${locale}: ${label}: ${problem}`);
  }
  return problems;
}

async function loadEmailCatalogue(locale) {
  const file = emailCatalogPath(locale);
  if (!existsSync(file)) return null;
  const { code } = await transform(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' });
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return module[exportNameOf(locale)] ?? null;
}

export async function emailCatalogueProblems(locale) {
  const english = await loadEmailCatalogue('en');
  const catalogue = await loadEmailCatalogue(locale);
  if (!catalogue) return [`email ${locale}: ${path.relative(root, emailCatalogPath(locale))} is missing`];
  if (locale === 'en') return [];
  const problems = [];
  for (const [key, source] of Object.entries(english)) {
    const translation = catalogue[key];
    if (typeof translation !== 'string' || !translation.trim()) {
      problems.push(`email ${locale}: missing ${key}`);
      continue;
    }
    if (looksUntranslated(source, translation, new Set())) problems.push(`email ${locale}: left in English ${key}`);
    for (const problem of placeholderProblems(source, translation, locale))
      problems.push(`email ${locale}: ${key}: ${problem}`);
  }
  for (const key of Object.keys(catalogue)) if (!(key in english)) problems.push(`email ${locale}: unknown key ${key}`);
  return problems;
}
