import type { Palette } from '../../../domain/category-palettes';

// What both built-in illustrators draw with: the offline cover generator (offline-cover.ts) and the
// demo agenda's pictures (src/server/db/seed/images.ts). Everything is deterministic: the same seed
// draws the same picture, byte for byte, so a picture is stored once.

export type Rng = () => number;

/** mulberry32: small, fast and deterministic; the same seed draws the same picture. */
export function random(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded to one decimal: a shorter SVG that draws the same. */
export const r1 = (n: number) => Math.round(n * 10) / 10;
export const between = (rng: Rng, min: number, max: number) => r1(min + rng() * (max - min));
export const whole = (rng: Rng, min: number, max: number) => Math.floor(min + rng() * (max - min + 1));
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

export interface Canvas {
  width: number;
  height: number;
}

/** The sizes one illustrator draws at: its canvas, how its waves roll, how large its confetti is. */
export interface Style {
  canvas: Canvas;
  /** A wave's crest every `step` pixels, its sine stretched by `period`. */
  wave: { step: number; period: number };
  confetti: { width: readonly [number, number]; height: readonly [number, number] };
}

/** `count` small rotated strips in the given colours, 20 from the edges and down to `maxY`. */
export function confetti(
  rng: Rng,
  style: Style,
  colours: readonly string[],
  count: number,
  maxY = style.canvas.height,
): string {
  return Array.from({ length: count }, () => {
    const x = between(rng, 20, style.canvas.width - 20);
    const y = between(rng, 20, maxY);
    return `<rect x="${x}" y="${y}" width="${between(rng, ...style.confetti.width)}" height="${between(rng, ...style.confetti.height)}" rx="2" fill="${pick(rng, colours)}" transform="rotate(${between(rng, 0, 180)} ${x} ${y})"/>`;
  }).join('');
}

/**
 * The ground of a picture: a gradient from the palette's first colour to its second, from (x1, y1) to
 * (x2, y2) as fractions of the canvas, under `glowCount` soft circles in the two accents.
 */
export function background(
  rng: Rng,
  p: Palette,
  canvas: Canvas,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  glowCount: number,
  glowRadius: readonly [number, number],
): string {
  const glows = Array.from({ length: glowCount }, (_, i) => {
    const colour = i % 2 === 0 ? p[2] : p[3];
    return `<circle cx="${between(rng, 0, canvas.width)}" cy="${between(rng, 0, canvas.height * 0.7)}" r="${between(rng, ...glowRadius)}" fill="${colour}" fill-opacity="${between(rng, 0.12, 0.3)}"/>`;
  }).join('');
  return `<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs><rect width="${canvas.width}" height="${canvas.height}" fill="url(#bg)"/>${glows}`;
}

/** A band from a wavy line at `baseY` down to the picture's bottom edge, at a seeded phase. */
export function wave(
  rng: Rng,
  { canvas, wave: { step, period } }: Style,
  baseY: number,
  amplitude: number,
  fill: string,
  opacity: number,
): string {
  const phase = rng() * canvas.width;
  let d = `M0 ${baseY}`;
  for (let x = 0; x <= canvas.width; x += step) {
    const y = baseY + Math.sin((x + phase) / period) * amplitude;
    d += ` Q${x + step / 2} ${r1(y - amplitude)} ${x + step} ${r1(y)}`;
  }
  return `<path d="${d} L${canvas.width} ${canvas.height} L0 ${canvas.height}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}
