import { useDebouncedValue } from '@mantine/hooks';
import {
  DESIGN_PREVIEW_MESSAGE,
  isDesignPreviewReady,
  type TDesignPreviewDesign,
  type TDesignPreviewMessage,
} from '@marquee/core';
import { useEffect, useRef, type RefObject } from 'react';

/** Typing pauses this long before the frame redraws. */
export const PREVIEW_DEBOUNCE_MS = 150;

/**
 * Keeps the preview frame drawing the designer's unsaved design: sent on every change (debounced) and again whenever
 * the frame says it is ready (its first load, a reload after a cover upload). Messages go to our own origin only,
 * and only the frame's own READY is listened to.
 */
export function useDesignPreview(frame: RefObject<HTMLIFrameElement | null>, design: TDesignPreviewDesign) {
  const [settled] = useDebouncedValue(design, PREVIEW_DEBOUNCE_MS);
  const latest = useRef(design);

  useEffect(() => {
    latest.current = design;
  }, [design]);

  useEffect(() => {
    post(frame.current, settled);
  }, [frame, settled]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isDesignPreviewReady(event.data)) post(frame.current, latest.current);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);

  // Also on the frame's load event, for a page that draws before it could say READY.
  return () => post(frame.current, latest.current);
}

function post(frame: HTMLIFrameElement | null, design: TDesignPreviewDesign) {
  const message: TDesignPreviewMessage = { type: DESIGN_PREVIEW_MESSAGE, design };
  frame?.contentWindow?.postMessage(message, window.location.origin);
}
