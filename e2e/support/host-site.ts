import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type THostSite = {
  /** `http://127.0.0.1:<port>`: another origin than the product's (another port). */
  url: string;
  /** Serves `html` at `path`, with this Content-Security-Policy header when given. */
  setPage: (path: string, html: string, csp?: string) => void;
  close: () => Promise<void>;
};

/** An organizer's own website for the widget's browser tests (issue 28): plain pages on a second local port. */
export async function startHostSite(): Promise<THostSite> {
  const pages = new Map<string, { html: string; csp?: string }>();
  const server = http.createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) return void response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      ...(page.csp ? { 'content-security-policy': page.csp } : {}),
    });
    response.end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setPage: (path, html, csp) => pages.set(path, { html, csp }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page of that site with a widget (`#main-widget`) and whatever else is given, recording the widget's events in
 * `window.completed` (orders) and `window.loaded` (widgets ready), and writing the last order into `#host-log`.
 */
export function widgetHostPage(
  baseUrl: string,
  eventId: string,
  options: { attributes?: string; extra?: string } = {},
) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Jazz club</title>
<style>* { font-size: 40px; color: red } iframe { border: 9px solid lime } dialog { background: black }</style></head>
<body><h1 id="host-title">The Jazz Club</h1>
<div id="main-widget" data-marquee-event="${eventId}" ${options.attributes ?? ''}></div>
${options.extra ?? ''}
<p id="host-log">nothing yet</p>
<script>
window.completed = []; window.loaded = 0;
document.addEventListener('marquee:loaded', () => { window.loaded += 1; });
document.addEventListener('marquee:order-completed', (event) => {
  window.completed.push(event.detail);
  document.getElementById('host-log').textContent = 'Order ' + event.detail.reference;
});
</script>
<script async src="${baseUrl}/widget.js"></script></body></html>`;
}
