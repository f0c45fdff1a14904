import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CATALOGUE_MODULE = /\.po(\?|$)/;
/** The compiled catalogue as @lingui/vite-plugin writes it: `export const messages=JSON.parse("…");`. */
const COMPILED_MESSAGES = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;
/**
 * A message id as the Lingui macro leaves it in compiled code: `{ id: "…" }` (t, msg, plurals) or
 * `id="…"` (Trans before the JSX transform). Anything else called `id` only keeps a message that exists.
 */
const MESSAGE_ID = /\bid\s*[:=]\s*(["'`])([^"'`\\\s]+)\1/g;
const PLACEHOLDER_PREFIX = '__marquee_catalogue_';

/**
 * A JavaScript string literal as JSON: Lingui writes a no-break space (French « : ») as `\xA0`, an escape JSON does
 * not know; every other escape it writes is JSON's too.
 */
function asJsonString(literal: string): string {
  return literal.replace(/\\(x([0-9a-fA-F]{2})|[^])/g, (escape, _body, hex?: string) => (hex ? `\\u00${hex}` : escape));
}
const PLACEHOLDER = /(["'`])__marquee_catalogue_(\d+)__\1/g;

type TCompiledMessages = Record<string, unknown>;

/** The message ids a module's compiled code (or a built chunk) asks the catalogue for. */
export const messageIdsIn = (code: string): string[] => [...code.matchAll(MESSAGE_ID)].map((match) => match[2]!);

/**
 * Keeps in each locale's catalogue only the messages the build's own code uses (decision 115). The light
 * entries (the event page, the buyer's pages) hold a tenth of the app's messages; the whole catalogue
 * (~20 KB gzipped per locale) would weigh as much as their page code. Ids are collected from the rendered
 * code of every chunk of the build, lazy chunks included: after the macro has compiled it and after tree
 * shaking, so a module a feature's index re-exports but nobody here uses keeps none of its messages
 * (decision 126). A message can only be missing if its id is built at run time, which the app never does
 * (ids come from the macros).
 */
export function trimCatalogues(): Plugin {
  const catalogues: TCompiledMessages[] = [];
  return {
    name: 'marquee-trim-catalogues',
    apply: 'build',
    // After @lingui/vite-plugin has compiled the .po files and the macro has compiled the code.
    enforce: 'post',
    buildStart() {
      catalogues.length = 0;
    },
    transform(code, id) {
      if (CATALOGUE_MODULE.test(id)) {
        const compiled = COMPILED_MESSAGES.exec(code)?.[1];
        if (!compiled) this.error(`Unexpected compiled catalogue in ${id}: no JSON.parse("…") to trim.`);
        catalogues.push(JSON.parse(JSON.parse(asJsonString(compiled)) as string) as TCompiledMessages);
        // Rendered once every module is known (renderChunk), when the used ids are all collected.
        return {
          code: `export const messages=JSON.parse("${PLACEHOLDER_PREFIX}${catalogues.length - 1}__");`,
          map: null,
        };
      }
      return null;
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes(PLACEHOLDER_PREFIX)) return null;
      // Every chunk's modules as they are rendered, unused exports already dropped.
      const usedIds = new Set<string>();
      for (const chunk of Object.values(meta.chunks)) {
        for (const [moduleId, module] of Object.entries(chunk.modules)) {
          if (moduleId.includes('/node_modules/') || CATALOGUE_MODULE.test(moduleId) || !module.code) continue;
          messageIdsIn(module.code).forEach((messageId) => usedIds.add(messageId));
        }
      }
      if (usedIds.size === 0) this.error('No message ids in the rendered chunks: nothing to keep the catalogues to.');
      const output = new MagicString(code);
      for (const match of code.matchAll(PLACEHOLDER)) {
        const messages = catalogues[Number(match[2])];
        if (!messages) this.error(`No catalogue behind ${match[0]}`);
        const kept = Object.fromEntries(Object.entries(messages).filter(([messageId]) => usedIds.has(messageId)));
        output.overwrite(match.index, match.index + match[0].length, JSON.stringify(JSON.stringify(kept)));
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
