import { useEffect, useRef, useState } from 'react';
import { SCAN_KEY_GAP_MS, ScanBuffer } from '../lib/scan-buffer';

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/** Whether key presses on this element type text (the search box, a select's input, a textarea…). */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  );
}

/**
 * A USB/HID scanner types a ticket's code like a keyboard: listens to key presses on the whole page and hands
 * each attendee code (`att_…`, `A-…`) to `onCode`. Keys typed into a field are left alone (the listener reports itself paused),
 * and the Enter that ends a code is swallowed so it does not also press the focused button.
 */
export function useHidScanner({ isEnabled, onCode }: { isEnabled: boolean; onCode: (code: string) => void }) {
  const [isFieldFocused, setIsFieldFocused] = useState(() => isTextEntry(document.activeElement));
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const update = () => setIsFieldFocused(isTextEntry(document.activeElement));
    // While focus moves, `activeElement` is briefly the body: read it once the move is over.
    let timer: number | undefined;
    const onFocusOut = () => {
      timer = window.setTimeout(update);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onFocusOut);
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!isEnabled) return;
    const buffer = new ScanBuffer();
    let flushTimer: number | undefined;
    const deliver = (code: string | null) => {
      if (code) onCodeRef.current(code);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(document.activeElement)) {
        buffer.clear();
        return;
      }
      const code = buffer.push(event.key, performance.now());
      if (code && event.key === 'Enter') event.preventDefault();
      deliver(code);
      window.clearTimeout(flushTimer);
      flushTimer = window.setTimeout(() => deliver(buffer.flush(performance.now())), SCAN_KEY_GAP_MS + 5);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.clearTimeout(flushTimer);
    };
  }, [isEnabled]);

  return { isFieldFocused };
}
