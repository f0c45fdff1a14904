import { useEffect } from 'react';

function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** Sets the page title and meta description while the calling screen is shown, restoring them after. */
export function useDocumentMeta({ title, description }: { title: string; description?: string }): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionElement();
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', description);
    return () => {
      if (previous === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previous);
    };
  }, [description]);
}
