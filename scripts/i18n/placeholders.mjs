/**
 * Whether a translation keeps what its English message needs to format: the same arguments ({name}), the same
 * numbered tags (<0>…</0>, what Lingui's <Trans> puts around links and bold text), valid ICU, and plural cases the
 * target language knows, always with `other`.
 */
import { parse } from '@messageformat/parser';

const TAG = /<\/?\d+\s*\/?>/g;

function walk(tokens, found) {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') found.args.add(token.arg);
    if (token.type === 'plural' || token.type === 'selectordinal' || token.type === 'select') {
      found.args.add(token.arg);
      found.choices.push({ type: token.type, arg: token.arg, keys: token.cases.map((entry) => entry.key) });
      for (const entry of token.cases) walk(entry.tokens, found);
    }
  }
  return found;
}

function structureOf(message) {
  const found = walk(parse(message, { strict: false }), { args: new Set(), choices: [] });
  found.tags = (message.match(TAG) ?? []).map((tag) => tag.replace(/\s/g, '')).sort();
  return found;
}

const categoriesCache = new Map();
function pluralCategories(locale, type) {
  const key = `${locale}:${type}`;
  if (!categoriesCache.has(key)) {
    const rules = new Intl.PluralRules(locale, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' });
    categoriesCache.set(key, new Set(rules.resolvedOptions().pluralCategories));
  }
  return categoriesCache.get(key);
}

/** The problems of `translation` against `source` for `locale` (a BCP 47 tag or one of ours); [] when it is sound. */
export function placeholderProblems(source, translation, locale) {
  let expected;
  let actual;
  try {
    expected = structureOf(source);
  } catch {
    return [];
  }
  try {
    actual = structureOf(translation);
  } catch (error) {
    return [`does not parse as ICU: ${error.message}`];
  }
  const problems = [];
  const missing = [...expected.args].filter((arg) => !actual.args.has(arg));
  const extra = [...actual.args].filter((arg) => !expected.args.has(arg));
  if (missing.length) problems.push(`lost {${missing.join('}, {')}}`);
  if (extra.length) problems.push(`has unknown {${extra.join('}, {')}}`);
  if (expected.tags.join() !== actual.tags.join())
    problems.push(`tags ${actual.tags.join('') || 'none'} instead of ${expected.tags.join('') || 'none'}`);
  const intlLocale = locale.replace(/-(\w+)$/, (_, region) => `-${region.toUpperCase()}`);
  for (const choice of actual.choices) {
    if (choice.type === 'select') continue;
    if (!choice.keys.includes('other')) problems.push(`{${choice.arg}, ${choice.type}} has no "other" case`);
    const known = pluralCategories(intlLocale, choice.type);
    const unknown = choice.keys.filter((key) => !key.startsWith('=') && !known.has(key));
    if (unknown.length)
      problems.push(`{${choice.arg}, ${choice.type}} uses ${unknown.join(', ')}, unknown in ${locale}`);
  }
  return problems;
}
