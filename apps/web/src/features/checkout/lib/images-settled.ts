/** How long a print waits for its images (the ticket's logo) at most before opening the dialog anyway. */
const IMAGE_WAIT_MS = 3000;

/**
 * Resolves once every image inside `container` has loaded or failed, or after a few seconds: a print dialog opened
 * before the logo arrives prints the ticket without it.
 */
export function imagesSettled(container: HTMLElement | null, waitMs = IMAGE_WAIT_MS): Promise<void> {
  const pending = [...(container?.querySelectorAll('img') ?? [])].filter((image) => !image.complete);
  const loads = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
}
