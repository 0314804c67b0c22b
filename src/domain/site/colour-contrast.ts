// WCAG 2.2 contrast (1.4.3, 1.4.11) for the operator's main colour: buttons, chips and the header carry
// text on it, so it must be readable with the text colour we put on it. The text is the site's near-black
// or white, whichever reads better; a colour on which neither reaches 4.5:1 is refused.

/** The text colours the site puts on its main colour. */
export const DARK_TEXT = '#111111';
export const LIGHT_TEXT = '#ffffff';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** Relative luminance of an sRGB colour '#rrggbb' (WCAG 2.2, definition "relative luminance"). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour that reads best on `background`, and how well. */
export function textColourOn(background: string): { text: string; contrast: number } {
  const dark = contrastRatio(background, DARK_TEXT);
  const light = contrastRatio(background, LIGHT_TEXT);
  return dark >= light ? { text: DARK_TEXT, contrast: dark } : { text: LIGHT_TEXT, contrast: light };
}

/** Whether text on this colour can reach WCAG AA. */
export function carriesReadableText(background: string): boolean {
  return textColourOn(background).contrast >= MIN_TEXT_CONTRAST;
}
