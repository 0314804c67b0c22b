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

/** How large the strips of confetti are, and where they may fall (20 from the edges, down to `maxY`). */
export interface ConfettiSize {
  canvasWidth: number;
  maxY: number;
  width: readonly [number, number];
  height: readonly [number, number];
}

/** `count` small rotated strips in the given colours. */
export function confetti(rng: Rng, colours: readonly string[], count: number, size: ConfettiSize): string {
  return Array.from({ length: count }, () => {
    const x = between(rng, 20, size.canvasWidth - 20);
    const y = between(rng, 20, size.maxY);
    return `<rect x="${x}" y="${y}" width="${between(rng, ...size.width)}" height="${between(rng, ...size.height)}" rx="2" fill="${pick(rng, colours)}" transform="rotate(${between(rng, 0, 180)} ${x} ${y})"/>`;
  }).join('');
}
