/** A stable hash of a string (FNV-1a, 32 bits). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A pleasant two-colour gradient that is always the same for the same id: the cover of an event without one. */
export function gradientFromId(id: string): string {
  const value = hash(id);
  const hue = value % 360;
  const second = (hue + 40 + ((value >> 9) % 80)) % 360;
  const angle = 110 + ((value >> 17) % 100);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
  return `linear-gradient(${angle}deg, hsl(${hue} 70% 55%), hsl(${second} 75% 40%))`;
}
