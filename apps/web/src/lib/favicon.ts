/** Points the page's icon at the configured favicon, replacing the bundled default. */
export function applyFavicon(url: string | null, doc: Document = document): void {
  if (!url) return;
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  if (links.length === 0) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    link.href = url;
    doc.head.append(link);
    return;
  }
  for (const link of links) {
    link.removeAttribute('type');
    link.href = url;
  }
}
