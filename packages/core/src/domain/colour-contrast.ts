/*
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): the ratio of two colours' relative luminances, and the
 * nearest colour that reaches a ratio, for the designers' automatic contrast check (issue 29).
 */
import { mix, parseHexColour, type TRgb } from './colour-shades';

/** AA minimums: body text 4.5:1; large text (24 px, or 18.66 px bold) and controls' boundaries 3:1. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_LARGE_TEXT_CONTRAST = 3;
export const AA_UI_CONTRAST = 3;

const channelLuminance = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

function luminanceOf([red, green, blue]: TRgb): number {
  return 0.2126 * channelLuminance(red) + 0.7152 * channelLuminance(green) + 0.0722 * channelLuminance(blue);
}

/** Relative luminance of a hex colour, 0 (black) to 1 (white). Throws a RangeError for anything but hex. */
export function relativeLuminance(hex: string): number {
  return luminanceOf(parseHexColour(hex));
}

/** The contrast ratio of two colours, 1 to 21, the same whichever is the text. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on this background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

/**
 * The colour closest to `colour` (mixed towards black or white, whichever needs less) that reaches `minimum` against
 * `against`: the colour itself when it already does. Mixing keeps the hue, so an accent stays recognisably itself.
 */
export function nearestPassingColour(colour: string, against: string, minimum: number): string {
  const base = parseHexColour(colour);
  if (contrastRatio(colour, against) >= minimum) return mix(base, base, 0);
  const candidates: { hex: string; amount: number }[] = [];
  for (const target of [[0, 0, 0] as const, [255, 255, 255] as const]) {
    // Contrast grows monotonically along one direction only: find the least amount by bisection.
    if (contrastRatio(mix(base, target, 1), against) < minimum) continue;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 20; step += 1) {
      const middle = (low + high) / 2;
      if (contrastRatio(mix(base, target, middle), against) >= minimum) high = middle;
      else low = middle;
    }
    // Rounding to whole channels can land a hair short: step on until it passes.
    let amount = high;
    while (amount < 1 && contrastRatio(mix(base, target, amount), against) < minimum)
      amount = Math.min(1, amount + 0.005);
    candidates.push({ hex: mix(base, target, amount), amount });
  }
  const best = candidates.sort((a, b) => a.amount - b.amount)[0];
  return best ? best.hex : readableTextOn(against);
}
