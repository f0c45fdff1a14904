import { useEffect, useRef } from 'react';
import { imagesSettled } from '../lib/images-settled';

/**
 * The print pages' automatic print (decision 064): once `isReady` (the tickets are on the page) and the images inside
 * the returned ref's element have loaded, so the logos are on the paper, the print dialog opens, once. The QR codes are
 * inline SVG, drawn with the tickets. The pages keep a Print button for a second try.
 */
export function usePrintWhenReady<TElement extends HTMLElement = HTMLDivElement>(isReady: boolean) {
  const container = useRef<TElement>(null);
  const hasPrinted = useRef(false);
  useEffect(() => {
    if (!isReady || hasPrinted.current) return;
    let isCancelled = false;
    void imagesSettled(container.current).then(() => {
      if (isCancelled || hasPrinted.current) return;
      hasPrinted.current = true;
      window.print();
    });
    return () => {
      isCancelled = true;
    };
  }, [isReady]);
  return container;
}
