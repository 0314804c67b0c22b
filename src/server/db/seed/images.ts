import type { CategoryKey } from '../../../domain/categories';
import { CATEGORY_PALETTES, type Palette } from '../../../domain/category-palettes';
import { loadSharp } from '../../on-first-use';
import {
  between,
  confetti,
  background as drawBackground,
  type Rng,
  r1,
  random,
  type Style,
  wave,
} from '../../providers/image-generator/drawing';
import type { CitySlug } from './types';

// The demo agenda's pictures, drawn as SVG from simple shapes (gradients, circles, waves) and turned into
// PNG by sharp: no network, no fonts, no emoji. Every picture is deterministic, so the same picture has
// the same bytes and is stored once.

const WIDTH = 960;
const HEIGHT = 640;
const STYLE: Style = {
  canvas: { width: WIDTH, height: HEIGHT },
  wave: { step: 160, period: 150 },
  confetti: { width: [8, 18], height: [4, 8] },
};

export type Artwork =
  | { kind: 'category'; category: CategoryKey; variant: number }
  | { kind: 'city'; city: CitySlug };

export function artworkKey(art: Artwork): string {
  return art.kind === 'category' ? `${art.category}#${art.variant}` : `city#${art.city}`;
}

/** How many different pictures each category has; activities take turns. */
export const CATEGORY_PICTURES = 2;

const CITY_STYLES: Record<CitySlug, { palette: Palette; seed: number }> = {
  eindhoven: { palette: ['#ffb347', '#ff5e62', '#fff1a8', '#ffd166', '#2b1d3a'], seed: 11 },
  amsterdam: { palette: ['#a1c4fd', '#c2e9fb', '#ff9a76', '#ffffff', '#22313f'], seed: 23 },
  rotterdam: { palette: ['#4facfe', '#00f2fe', '#ffe66d', '#ffffff', '#12263a'], seed: 37 },
  utrecht: { palette: ['#fbc2eb', '#a6c1ee', '#fff5b7', '#ffffff', '#3b2c4f'], seed: 41 },
  'den-haag': { palette: ['#89f7fe', '#66a6ff', '#ffe29a', '#f6f1e1', '#1d3557'], seed: 53 },
};

const background = (p: Palette, rng: Rng, flip: boolean) =>
  drawBackground(rng, p, STYLE.canvas, flip ? [1, 0, 0, 1] : [0, 0, 1, 1], 4, [80, 220]);

const MOTIFS: Record<CategoryKey, (p: Palette, rng: Rng) => string> = {
  sport: (p, rng) => {
    const lanes = [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M-20 ${560 - i * 38} C 300 ${470 - i * 38}, 620 ${620 - i * 38}, 980 ${500 - i * 38}" stroke="${p[3]}" stroke-opacity="0.7" stroke-width="6" fill="none"/>`,
      )
      .join('');
    const cx = between(rng, 560, 720);
    return `${lanes}<circle cx="${cx}" cy="250" r="95" fill="${p[2]}"/><path d="M${cx - 80} 200 C ${cx - 20} 240, ${cx - 20} 300, ${cx - 60} 330" stroke="#fff" stroke-width="9" fill="none"/><path d="M${cx + 80} 180 C ${cx + 20} 220, ${cx + 20} 290, ${cx + 70} 320" stroke="#fff" stroke-width="9" fill="none"/>`;
  },
  theater: (p) => {
    const folds = (x0: number, dir: number) =>
      Array.from({ length: 5 }, (_, i) => {
        const x = x0 + dir * i * 44;
        return `<path d="M${x} 0 L${x + dir * 44} 0 L${x + dir * 60} ${HEIGHT} L${x + dir * 8} ${HEIGHT}Z" fill="${i % 2 ? p[1] : p[4]}" fill-opacity="0.92"/>`;
      }).join('');
    const scallops = Array.from(
      { length: 12 },
      (_, i) => `<circle cx="${i * 88 + 44}" cy="70" r="46" fill="${p[4]}"/>`,
    ).join('');
    return `<defs><radialGradient id="spot" cx="0.5" cy="0.8" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="480" cy="520" rx="300" ry="120" fill="url(#spot)"/>${folds(0, 1)}${folds(WIDTH, -1)}<rect width="${WIDTH}" height="70" fill="${p[4]}"/>${scallops}<circle cx="480" cy="330" r="60" fill="${p[2]}"/><circle cx="560" cy="360" r="42" fill="${p[3]}"/>`;
  },
  dansen: (p, rng) =>
    [p[2], p[3], '#ffffff', p[4]]
      .map((colour, i) => {
        const y = 160 + i * 110;
        return `<path d="M-40 ${y} C 200 ${y - between(rng, 120, 220)}, 420 ${y + between(rng, 120, 220)}, 620 ${y - 40} S 900 ${y - between(rng, 60, 160)}, 1000 ${y + 30}" stroke="${colour}" stroke-width="${between(rng, 22, 40)}" stroke-linecap="round" fill="none" stroke-opacity="0.85"/>`;
      })
      .join('') + confetti(rng, STYLE, ['#fff', p[2]], 18, 600),
  'kunst-cultuur': (p, rng) => {
    const frames = [
      { x: 120, y: 140, w: 220, h: 280 },
      { x: 390, y: 100, w: 300, h: 220 },
      { x: 420, y: 360, w: 180, h: 170 },
      { x: 730, y: 180, w: 150, h: 210 },
    ];
    return frames
      .map((f, i) => {
        const inner =
          i % 3 === 0
            ? `<circle cx="${f.x + f.w / 2}" cy="${f.y + f.h / 2}" r="${Math.min(f.w, f.h) / 3}" fill="${p[2]}"/>`
            : i % 3 === 1
              ? `<path d="M${f.x + 20} ${f.y + f.h - 20} L${f.x + f.w / 2} ${f.y + 30} L${f.x + f.w - 20} ${f.y + f.h - 20}Z" fill="${p[3]}"/>`
              : `<path d="M${f.x + 15} ${f.y + f.h / 2} Q${f.x + f.w / 4} ${f.y + 20} ${f.x + f.w / 2} ${f.y + f.h / 2} T${f.x + f.w - 15} ${f.y + f.h / 2}" stroke="${p[2]}" stroke-width="14" fill="none"/>`;
        return `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="#fffaf0" stroke="${p[4]}" stroke-width="14"/>${inner}`;
      })
      .join('')
      .concat(
        `<rect x="0" y="${between(rng, 560, 580)}" width="${WIDTH}" height="80" fill="${p[4]}" fill-opacity="0.85"/>`,
      );
  },
  'vakantie-eropuit': (p, rng) => {
    const birds = Array.from({ length: 4 }, () => {
      const x = between(rng, 150, 600);
      const y = between(rng, 80, 220);
      return `<path d="M${x} ${y} q12 -12 24 0 q12 -12 24 0" stroke="${p[4]}" stroke-width="4" fill="none"/>`;
    }).join('');
    return `<circle cx="${between(rng, 680, 800)}" cy="150" r="80" fill="${p[2]}"/>${birds}<path d="M0 430 Q240 300 480 420 T960 380 L960 640 L0 640Z" fill="${p[3]}"/><path d="M0 520 Q300 420 600 500 T960 470 L960 640 L0 640Z" fill="${p[4]}" fill-opacity="0.85"/>`;
  },
  muziek: (p, rng) => {
    const staff = Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M0 ${250 + i * 26} C 300 ${200 + i * 26}, 600 ${320 + i * 26}, 960 ${240 + i * 26}" stroke="#fff" stroke-opacity="0.7" stroke-width="3" fill="none"/>`,
    ).join('');
    const notes = Array.from({ length: 5 }, (_, i) => {
      const x = 150 + i * 160 + between(rng, -20, 20);
      const y = between(rng, 220, 360);
      const colour = i % 2 ? p[2] : p[3];
      return `<ellipse cx="${x}" cy="${y}" rx="26" ry="19" fill="${colour}" transform="rotate(-20 ${x} ${y})"/><rect x="${x + 19}" y="${y - 120}" width="8" height="120" fill="${colour}"/><path d="M${x + 27} ${y - 120} q40 20 22 70" stroke="${colour}" stroke-width="8" fill="none"/>`;
    }).join('');
    return staff + notes;
  },
  'cursussen-lezingen': (p) => {
    const lines = (x: number) =>
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${x}" y="${300 + i * 28}" width="150" height="6" rx="3" fill="${p[3]}" fill-opacity="0.5"/>`,
      ).join('');
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${r1(480 + Math.cos(a) * 80)}" y1="${r1(150 + Math.sin(a) * 80)}" x2="${r1(480 + Math.cos(a) * 110)}" y2="${r1(150 + Math.sin(a) * 110)}" stroke="${p[2]}" stroke-width="8" stroke-linecap="round"/>`;
    }).join('');
    return `<circle cx="480" cy="150" r="58" fill="#fff3c4"/>${rays}<path d="M480 280 C 400 250, 300 250, 230 270 L230 520 C 300 500, 400 500, 480 530Z" fill="#fffdf7" stroke="${p[4]}" stroke-width="8"/><path d="M480 280 C 560 250, 660 250, 730 270 L730 520 C 660 500, 560 500, 480 530Z" fill="#fffdf7" stroke="${p[4]}" stroke-width="8"/>${lines(285)}${lines(535)}<rect x="60" y="420" width="120" height="34" rx="4" fill="${p[2]}"/><rect x="70" y="454" width="110" height="34" rx="4" fill="${p[3]}"/><rect x="55" y="488" width="130" height="34" rx="4" fill="${p[4]}"/>`;
  },
  uitgaan: (p, rng) => {
    const stars = Array.from(
      { length: 40 },
      () =>
        `<circle cx="${between(rng, 0, WIDTH)}" cy="${between(rng, 0, 330)}" r="${between(rng, 1.5, 4)}" fill="#fff" fill-opacity="${between(rng, 0.5, 1)}"/>`,
    ).join('');
    const bulbs = Array.from({ length: 13 }, (_, i) => {
      const t = i / 12;
      const x = r1(t * WIDTH);
      const y = r1(180 + Math.sin(t * Math.PI) * 120);
      return `<circle cx="${x}" cy="${y + 16}" r="14" fill="${i % 2 ? p[2] : p[3]}"/><circle cx="${x}" cy="${y + 16}" r="30" fill="${i % 2 ? p[2] : p[3]}" fill-opacity="0.25"/>`;
    }).join('');
    return `${stars}<circle cx="800" cy="110" r="54" fill="#fff6d5"/><circle cx="826" cy="96" r="50" fill="${p[0]}"/><path d="M0 180 Q480 420 960 180" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/>${bulbs}<path d="M0 640 L0 520 L120 520 L120 470 L260 470 L260 540 L420 540 L420 490 L600 490 L600 530 L760 530 L760 460 L960 460 L960 640Z" fill="${p[4]}"/>`;
  },
  'eten-drinken': (p, rng) => {
    const leaves = Array.from({ length: 5 }, () => {
      const x = between(rng, 380, 580);
      const y = between(rng, 260, 380);
      return `<ellipse cx="${x}" cy="${y}" rx="24" ry="10" fill="${p[2]}" transform="rotate(${between(rng, 0, 180)} ${x} ${y})"/>`;
    }).join('');
    return `<rect x="0" y="470" width="${WIDTH}" height="170" fill="${p[4]}" fill-opacity="0.25"/><circle cx="480" cy="320" r="200" fill="#ffffff"/><circle cx="480" cy="320" r="150" fill="${p[3]}" fill-opacity="0.6"/><circle cx="480" cy="320" r="110" fill="${p[3]}"/>${leaves}<circle cx="450" cy="340" r="28" fill="${p[1]}"/><circle cx="520" cy="300" r="22" fill="${p[1]}"/><rect x="200" y="150" width="16" height="340" rx="8" fill="#fff"/><rect x="186" y="150" width="8" height="90" rx="4" fill="#fff"/><rect x="222" y="150" width="8" height="90" rx="4" fill="#fff"/><path d="M750 150 C 790 170, 790 320, 760 330 L760 490 L744 490 L744 150Z" fill="#fff"/>`;
  },
  evenementen: (p, rng) => {
    const flags = (y0: number, sag: number, offset: number) =>
      Array.from({ length: 10 }, (_, i) => {
        const t = (i + 0.5) / 10;
        const x = r1(t * WIDTH);
        const y = r1(y0 + Math.sin(t * Math.PI) * sag);
        return `<path d="M${x - 34} ${y} L${x + 34} ${y} L${x} ${y + 70}Z" fill="${p[(i + offset) % 4]}"/>`;
      }).join('');
    const balloon = (x: number, colour: string) =>
      `<ellipse cx="${x}" cy="360" rx="52" ry="64" fill="${colour}"/><path d="M${x} 424 q-16 60 8 130" stroke="${p[4]}" stroke-width="3" fill="none"/>`;
    return `<path d="M0 40 Q480 200 960 40" stroke="${p[4]}" stroke-width="4" fill="none"/>${flags(40, 110, 1)}${confetti(rng, STYLE, [p[1], p[2], p[3], '#fff'], 40)}${balloon(220, p[2])}${balloon(760, p[3])}${balloon(680, p[1])}`;
  },
  'hobby-creativiteit': (p, rng) => {
    const dots = [p[2], p[3], '#ffd166', '#06d6a0', '#118ab2']
      .map((c, i) => `<circle cx="${300 + i * 70}" cy="${280 + (i % 2) * 60}" r="28" fill="${c}"/>`)
      .join('');
    const yarn = Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${700 + i * 8} ${360 - 80} C ${780 + i * 10} ${330 + i * 12}, ${740 - i * 14} ${430}, ${820} ${420 - i * 16}" stroke="${p[4]}" stroke-opacity="0.4" stroke-width="4" fill="none"/>`,
    ).join('');
    return `<path d="M210 330 C 210 190, 420 140, 560 180 C 680 215, 650 320, 580 330 C 530 338, 520 390, 560 430 C 600 470, 540 520, 430 510 C 300 500, 210 450, 210 330Z" fill="#fffaf0"/><circle cx="520" cy="420" r="30" fill="${p[0]}"/>${dots}<rect x="600" y="120" width="20" height="240" rx="8" fill="${p[4]}" transform="rotate(35 610 240)"/><path d="M523 345 l26 -30 l18 14 l-20 30Z" fill="${p[2]}"/><circle cx="${between(rng, 750, 770)}" cy="360" r="80" fill="${p[2]}"/>${yarn}`;
  },
  meedoen: (p) => {
    const colours = [p[2], p[3], '#4361ee', '#ff9f1c', '#9d4edd', p[2], p[3]];
    const people = colours
      .map((c, i) => {
        const x = 150 + i * 110;
        const y = 330 + Math.abs(3 - i) * 18;
        return `<path d="M${x - 52} ${y + 190} C ${x - 52} ${y + 60}, ${x + 52} ${y + 60}, ${x + 52} ${y + 190}Z" fill="${c}"/><circle cx="${x}" cy="${y + 20}" r="40" fill="${c}"/>`;
      })
      .join('');
    return `<circle cx="480" cy="200" r="130" fill="#ffffff" fill-opacity="0.45"/><path d="M480 250 C 380 180, 410 90, 480 140 C 550 90, 580 180, 480 250Z" fill="${p[2]}"/>${people}`;
  },
  overige: (p, rng) =>
    Array.from({ length: 9 }, (_, i) => {
      const x = between(rng, 80, 880);
      const y = between(rng, 80, 520);
      const size = between(rng, 50, 110);
      const colour = i % 3 === 0 ? p[3] : i % 3 === 1 ? p[2] : p[4];
      return `<g transform="rotate(${between(rng, 0, 360)} ${x} ${y})"><path d="M${x} ${y - size} Q${x + size * 0.7} ${y} ${x} ${y + size} Q${x - size * 0.7} ${y} ${x} ${y - size}Z" fill="${colour}" fill-opacity="0.9"/><line x1="${x}" y1="${y - size}" x2="${x}" y2="${y + size}" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/></g>`;
    }).join(''),
};

function citySkyline(city: CitySlug): string {
  const { palette: p, seed } = CITY_STYLES[city];
  const rng = random(seed);
  let buildings = '';
  let x = -10;
  while (x < WIDTH) {
    const w = between(rng, 50, 110);
    const h = between(rng, 140, 330);
    const top = HEIGHT - 120 - h;
    const roof =
      city === 'amsterdam'
        ? `<path d="M${x} ${top} L${x + w / 2} ${top - 40} L${x + w} ${top}Z" fill="${p[4]}"/>`
        : city === 'utrecht' && rng() < 0.25
          ? `<path d="M${x + w * 0.3} ${top} L${x + w / 2} ${top - 110} L${x + w * 0.7} ${top}Z" fill="${p[4]}"/>`
          : '';
    let windows = '';
    for (let wy = top + 20; wy < HEIGHT - 140; wy += 34) {
      for (let wx = x + 12; wx < x + w - 18; wx += 24) {
        if (rng() < 0.55)
          windows += `<rect x="${r1(wx)}" y="${r1(wy)}" width="10" height="14" fill="${p[2]}" fill-opacity="0.85"/>`;
      }
    }
    buildings += `<rect x="${r1(x)}" y="${r1(top)}" width="${w}" height="${r1(h + 120)}" fill="${p[4]}"/>${roof}${windows}`;
    x += w + between(rng, 0, 8);
  }
  const landmark =
    city === 'rotterdam'
      ? `<path d="M80 520 L560 520" stroke="#fff" stroke-width="10"/><path d="M300 520 L330 200 L360 520" stroke="#fff" stroke-width="12" fill="none"/>${[0, 1, 2, 3, 4, 5].map((i) => `<line x1="330" y1="210" x2="${100 + i * 80}" y2="520" stroke="#fff" stroke-width="3"/>`).join('')}`
      : city === 'eindhoven'
        ? `<rect x="700" y="140" width="46" height="380" fill="${p[4]}"/><circle cx="723" cy="118" r="36" fill="${p[2]}"/><circle cx="723" cy="118" r="70" fill="${p[2]}" fill-opacity="0.3"/>`
        : city === 'den-haag'
          ? `<path d="M0 470 Q200 420 380 470 T760 470 T1140 470 L960 640 L0 640Z" fill="#f4e1b5"/>`
          : '';
  const sun = `<circle cx="${between(rng, 120, 300)}" cy="${between(rng, 110, 170)}" r="70" fill="${p[3]}" fill-opacity="0.9"/>`;
  return `${background(p, rng, false)}${sun}${landmark}${buildings}${wave(rng, STYLE, 540, 12, p[0], 0.9)}${wave(rng, STYLE, 580, 10, p[1], 0.8)}`;
}

function categoryPicture(category: CategoryKey, variant: number): string {
  const palette = CATEGORY_PALETTES[category];
  const alternate = variant % 2 === 1;
  // The second picture of a category: the gradient turned around and the drawing mirrored.
  const p: Palette = alternate ? [palette[1], palette[0], palette[2], palette[3], palette[4]] : palette;
  const rng = random(category.length * 7919 + category.charCodeAt(0) * 31 + variant * 104_729);
  const base = background(p, rng, alternate);
  const drawing = MOTIFS[category](p, rng);
  const motif = alternate ? `<g transform="translate(${WIDTH} 0) scale(-1 1)">${drawing}</g>` : drawing;
  const waves = wave(rng, STYLE, 590, 14, p[4], 0.18) + wave(rng, STYLE, 615, 10, p[1], 0.35);
  return base + motif + waves;
}

export function artworkSvg(art: Artwork): string {
  const body = art.kind === 'category' ? categoryPicture(art.category, art.variant) : citySkyline(art.city);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

/** The picture as PNG bytes, ready for `storeImage` (which re-encodes it to WebP). */
export async function renderArtwork(art: Artwork): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(artworkSvg(art)))
    .removeAlpha()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
