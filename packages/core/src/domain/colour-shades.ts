/*
 * Turns the one brand colour an organiser configures into the ten-shade palette Mantine expects
 * (index 0 lightest … 9 darkest). Index 6 is Mantine's default primary shade in the light scheme, so it
 * is the configured colour itself: buttons show exactly the colour the organiser picked.
 */
import { HEX_COLOUR } from './public-config';

/** Ten `#rrggbb` shades, lightest first; assignable to Mantine's `MantineColorsTuple`. */
export type TColourShades = readonly [string, string, string, string, string, string, string, string, string, string];

export type TRgb = readonly [number, number, number];

const WHITE: TRgb = [255, 255, 255];
const BLACK: TRgb = [0, 0, 0];

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, the same forms the runtime configuration accepts. */
export function isHexColour(value: string): boolean {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/** The red, green and blue channels of a hex colour (alpha dropped); throws a RangeError for anything else. */
export function parseHexColour(hex: string): TRgb {
  if (!isHexColour(hex)) {
    throw new RangeError(
      `Invalid hex colour ${JSON.stringify(hex)}: expected #rgb, #rgba, #rrggbb or #rrggbbaa (e.g. "#40296c").`,
    );
  }
  const digits = hex.slice(1);
  const full = digits.length <= 4 ? Array.from(digits, (digit) => digit + digit).join('') : digits;
  // Alpha (the fourth pair) is dropped: a palette shade has to be opaque to read the same on any background.
  return [
    Number.parseInt(full.slice(0, 2), 16),
    Number.parseInt(full.slice(2, 4), 16),
    Number.parseInt(full.slice(4, 6), 16),
  ];
}

export function toHex([red, green, blue]: TRgb): string {
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

// Mixing channel by channel moves every channel in the same direction as the amount grows, so the
// shades are monotonic in luminance for any input (and rounding, being monotonic too, keeps that).
export function mix([red, green, blue]: TRgb, [toRed, toGreen, toBlue]: TRgb, amount: number): string {
  const channel = (from: number, to: number) => Math.round(from + (to - from) * amount);
  return toHex([channel(red, toRed), channel(green, toGreen), channel(blue, toBlue)]);
}

/**
 * The palette for one brand colour: shades 0–5 mix 90 % down to 15 % white into it, shade 6 is the
 * colour itself as lowercase `#rrggbb`, shades 7–9 mix 15 %, 30 % and 45 % black into it.
 * Throws a RangeError for anything that is not a hex colour.
 */
export function generateColourShades(hex: string): TColourShades {
  const base = parseHexColour(hex);
  return [
    mix(base, WHITE, 0.9),
    mix(base, WHITE, 0.75),
    mix(base, WHITE, 0.6),
    mix(base, WHITE, 0.45),
    mix(base, WHITE, 0.3),
    mix(base, WHITE, 0.15),
    toHex(base),
    mix(base, BLACK, 0.15),
    mix(base, BLACK, 0.3),
    mix(base, BLACK, 0.45),
  ];
}
