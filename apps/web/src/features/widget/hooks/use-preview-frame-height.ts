import { useEffect, useState, type RefObject } from 'react';

/** Beyond this a report is a runaway layout, not a widget. */
const MAX_FRAME_HEIGHT = 4000;

/**
 * The height the widget in the preview frame reports (`marquee:resize`, the message widget.js listens to on a
 * host page), or null until it has said one. Only our own origin, our own frame and its id are believed.
 */
export function usePreviewFrameHeight(frame: RefObject<HTMLIFrameElement | null>, frameId: string): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; frameId?: unknown; height?: unknown } | null;
      if (data?.type !== 'marquee:resize' || data.frameId !== frameId) return;
      if (typeof data.height !== 'number' || !Number.isFinite(data.height) || data.height <= 0) return;
      setHeight(Math.min(Math.ceil(data.height), MAX_FRAME_HEIGHT));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, frameId]);
  return height;
}
