import type { Logger } from 'pino';
import sharp from 'sharp';
import type { FileStorage } from '../../lib/storage/file-storage';

/**
 * The ticket logo as the PDF embeds it. Uploads are WebP (images module), which PDF cannot hold. A PNG would have to
 * be decoded and compressed again in JavaScript for every document (a third of a drawing's time); a JPEG goes in as
 * it is. So the logo is laid on the colour it is drawn on (white, or the modern layout's band), scaled to three
 * times its largest printed size (over 200 dpi) and kept as a JPEG, once per process, file and colour: a stored file
 * never changes (a new upload gets a new key).
 */
const LOGO_CACHE_SIZE = 32;
/** The logo box of the layouts (120 × 56 pt) at 3 pixels a point. */
const MAX_WIDTH_PX = 360;
const MAX_HEIGHT_PX = 168;
const converted = new Map<string, Promise<Uint8Array | null>>();

export function loadTicketLogo(
  deps: { storage: FileStorage; logger?: Logger },
  input: { key: string; background: string },
): Promise<{ bytes: Uint8Array; format: 'jpeg' } | null> {
  const cacheKey = `${input.key}\n${input.background}`;
  let jpeg = converted.get(cacheKey);
  if (!jpeg) {
    jpeg = deps.storage
      .get(input.key)
      .then((file) =>
        file
          ? sharp(file)
              .flatten({ background: input.background })
              .resize({ width: MAX_WIDTH_PX, height: MAX_HEIGHT_PX, fit: 'inside', withoutEnlargement: true })
              .jpeg({ quality: 92 })
              .toBuffer()
          : null,
      );
    // A failure is not kept: the next drawing tries again, and this one goes without the logo.
    jpeg.catch(() => converted.delete(cacheKey));
    converted.set(cacheKey, jpeg);
    if (converted.size > LOGO_CACHE_SIZE) converted.delete(converted.keys().next().value!);
  }
  return jpeg.then(
    (bytes) => (bytes ? { bytes, format: 'jpeg' as const } : null),
    (error: unknown) => {
      deps.logger?.warn({ err: error }, 'The ticket logo could not be read: the PDF goes without it');
      return null;
    },
  );
}
