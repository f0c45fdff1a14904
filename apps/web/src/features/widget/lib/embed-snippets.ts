/* eslint-disable lingui/no-unlocalized-strings -- code an organizer pastes into their site, not words to translate */
import {
  WIDGET_EVENT_ATTRIBUTE,
  WIDGET_OPTIONS,
  WIDGET_PADDING_DEFAULT,
  type WIDGET_HOST_EVENTS,
  type TWidgetTheme,
} from '@marquee/core';
import { escapeHtml } from '../../../lib/plain-text-html';

/** The embed script's versioned address and integrity, from the runtime configuration (decision 153). */
export type TWidgetScript = { url: string; integrity: string } | null | undefined;

export type TEmbedSnippetInput = {
  /** The product's public origin, e.g. https://tickets.example.com. */
  origin: string;
  script: TWidgetScript;
  eventId: string;
  theme: Partial<TWidgetTheme>;
};

/** The product's public origin (the configured frontend URL), which a host page loads the script and frames from. */
export function embedOrigin(frontendUrl: string | undefined, fallback: string): string {
  try {
    return new URL(frontendUrl ?? '').origin;
  } catch {
    return fallback;
  }
}

/** The stable script address, for installations whose build has no versioned copy. */
export const STABLE_WIDGET_SCRIPT_PATH = '/widget.js';

/** The script to load: the immutable, versioned copy with its integrity, or the stable address without one. */
export function widgetScriptSource(origin: string, script: TWidgetScript): { src: string; integrity: string | null } {
  if (script?.url) return { src: new URL(script.url, origin).href, integrity: script.integrity || null };
  return { src: new URL(STABLE_WIDGET_SCRIPT_PATH, origin).href, integrity: null };
}

/**
 * The widget element's attributes, in WIDGET_OPTIONS order: the event, then only the options that differ from
 * what the widget does by itself (no padding at the default, `autoresize` only when it is off).
 */
export function widgetAttributes(eventId: string, theme: Partial<TWidgetTheme>): [name: string, value: string][] {
  const attributes: [string, string][] = [[WIDGET_EVENT_ATTRIBUTE, eventId]];
  for (const option of WIDGET_OPTIONS) {
    const value = theme[option.param];
    let text: string | null = null;
    if (option.param === 'padding')
      text = value === undefined || value === WIDGET_PADDING_DEFAULT ? null : String(value);
    else if (option.param === 'autoresize') text = value === false ? 'false' : null;
    else if (Array.isArray(value)) text = value.length > 0 ? value.join(',') : null;
    else if (typeof value === 'string') text = value.trim() || null;
    if (text !== null) attributes.push([`data-marquee-${option.attribute}`, text]);
  }
  return attributes;
}

/** One attribute a line once there is more than the event's, so a long embed stays readable. */
function attributeLines(attributes: string[], indent: string): string {
  return attributes.length === 1
    ? ` ${attributes[0]}`
    : `\n${attributes.map((line) => `${indent}  ${line}`).join('\n')}\n${indent}`;
}

/** The HTML to paste where the tickets go: the script (once per page) and the widget's div. */
export function buildHtmlSnippet(input: TEmbedSnippetInput): string {
  const { src, integrity } = widgetScriptSource(input.origin, input.script);
  const script = integrity
    ? `<script async src="${escapeHtml(src)}" integrity="${escapeHtml(integrity)}" crossorigin="anonymous"></script>`
    : `<script async src="${escapeHtml(src)}"></script>`;
  const attributes = widgetAttributes(input.eventId, input.theme).map(
    ([name, value]) => `${name}="${escapeHtml(value)}"`,
  );
  return `${script}\n<div${attributeLines(attributes, '')}></div>\n`;
}

const jsString = (value: string): string => JSON.stringify(value);

/** A JSX attribute: quoted when the text is plain, an expression when it holds what JSX would read otherwise. */
function jsxAttribute(name: string, value: string): string {
  return /^[^"&<>{}\\]*$/.test(value) ? `${name}="${value}"` : `${name}={${jsString(value)}}`;
}

/** The id the React component gives its script tag, so a page that shows the widget twice loads it once. */
export const REACT_SCRIPT_ID = 'marquee-widget-script';

function reactReturn(attributes: string[]): string {
  if (attributes.length === 1) return `  return <div ${attributes[0]} />;`;
  return `  return (\n    <div\n${attributes.map((line) => `      ${line}`).join('\n')}\n    />\n  );`;
}

/** A React component file that loads the script once and renders the widget's div, with how to use it. */
export function buildReactSnippet(input: TEmbedSnippetInput): string {
  const { src, integrity } = widgetScriptSource(input.origin, input.script);
  const attributes = widgetAttributes(input.eventId, input.theme).map(([name, value]) => jsxAttribute(name, value));
  const integrityLines = integrity
    ? `    script.integrity = ${jsString(integrity)};\n    script.crossOrigin = 'anonymous';\n`
    : '';
  return `import { useEffect } from 'react';

/** The ticket widget: loads its script once per page, then the script fills the div. */
export function MarqueeTickets() {
  useEffect(() => {
    if (document.getElementById(${jsString(REACT_SCRIPT_ID)})) return;
    const script = document.createElement('script');
    script.id = ${jsString(REACT_SCRIPT_ID)};
    script.src = ${jsString(src)};
    script.async = true;
${integrityLines}    document.body.appendChild(script);
  }, []);

${reactReturn(attributes)}
}

// Usage: <MarqueeTickets />
`;
}

const ORDER_COMPLETED: (typeof WIDGET_HOST_EVENTS)[number] = 'marquee:order-completed';

/** What a host page writes to hear of a placed order (the detail holds its reference, status and total). */
export const ORDER_COMPLETED_EXAMPLE = `document.addEventListener('${ORDER_COMPLETED}', (event) => {
  console.log(event.detail);
});`;
