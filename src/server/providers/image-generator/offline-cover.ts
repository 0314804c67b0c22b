import { createHash } from 'node:crypto';
import { CATEGORIES, type CategoryKey } from '../../../domain/categories';
import { CATEGORY_PALETTES, type Palette } from '../../../domain/category-palettes';
import {
  between,
  confetti,
  background as drawBackground,
  type Rng,
  r1,
  random,
  type Style,
  wave,
  whole,
} from './drawing';

// The built-in cover generator: a designed illustration drawn as SVG from simple shapes, in the style of
// the demo pictures (src/server/db/seed/images.ts): the category's colours and motif over a gradient with
// soft glows and waves. Everything that varies (placement, rotation, sizes, counts, which accent goes
// where, the gradient's direction, mirroring) comes from a hash of the title, so another title gives a
// visibly different cover and the same title the same one (same bytes, so it is stored once).
//
// No text is set in the picture: text needs fonts, which differ from server to server (a slim container
// may have none, and librsvg then draws nothing or boxes), and the title is always shown beside the
// cover anyway. No network, no emoji.

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;
const W = COVER_WIDTH;
const H = COVER_HEIGHT;
const STYLE: Style = {
  canvas: { width: W, height: H },
  wave: { step: 200, period: 180 },
  confetti: { width: [10, 22], height: [5, 10] },
};

export interface CoverInput {
  title: string;
  /** A category key or its Dutch or English label; anything else draws the "overige" cover. */
  category?: string | null;
}

/** The category key a cover is drawn for: a key, or a label in either language; else "overige". */
export function coverCategory(category: string | null | undefined): CategoryKey {
  const wanted = category?.trim().toLowerCase() ?? '';
  const match = CATEGORIES.find(
    (c) => c.key === wanted || c.label.nl.toLowerCase() === wanted || c.label.en.toLowerCase() === wanted,
  );
  return match?.key ?? 'overige';
}

/** The seed of a title: its text as people see it (spaces collapsed, case ignored) with the category. */
function seedOf(title: string, category: CategoryKey): number {
  const text = `${category}\n${title.trim().replace(/\s+/g, ' ').toLowerCase()}`;
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

function background(p: Palette, rng: Rng): string {
  // The gradient runs at a seeded angle through the picture's centre.
  const angle = rng() * Math.PI * 2;
  const dx = r1(Math.cos(angle) / 2);
  const dy = r1(Math.sin(angle) / 2);
  const gradient = [r1(0.5 - dx), r1(0.5 - dy), r1(0.5 + dx), r1(0.5 + dy)] as const;
  return drawBackground(rng, p, STYLE.canvas, gradient, whole(rng, 3, 6), [100, 280]);
}

const MOTIFS: Record<CategoryKey, (p: Palette, rng: Rng) => string> = {
  sport: (p, rng) => {
    const lanes = Array.from({ length: whole(rng, 3, 5) }, (_, i) => {
      const y = 700 - i * 46;
      return `<path d="M-20 ${y} C ${between(rng, 250, 450)} ${y - between(rng, 60, 140)}, ${between(rng, 700, 900)} ${y + between(rng, 20, 120)}, ${W + 20} ${y - between(rng, 40, 100)}" stroke="${p[3]}" stroke-opacity="0.7" stroke-width="7" fill="none"/>`;
    }).join('');
    const cx = between(rng, 300, 900);
    const cy = between(rng, 220, 360);
    const r = between(rng, 90, 150);
    const spin = between(rng, -40, 40);
    const speed = Array.from({ length: 3 }, (_, i) => {
      const y = cy - r / 2 + i * (r / 2);
      return `<rect x="${r1(cx - r - 220)}" y="${r1(y)}" width="${between(rng, 90, 180)}" height="10" rx="5" fill="#fff" fill-opacity="0.6"/>`;
    }).join('');
    return `${lanes}${speed}<g transform="rotate(${spin} ${cx} ${cy})"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${p[2]}"/><path d="M${r1(cx - r * 0.85)} ${r1(cy - r * 0.5)} C ${r1(cx - r * 0.2)} ${r1(cy - r * 0.1)}, ${r1(cx - r * 0.2)} ${r1(cy + r * 0.5)}, ${r1(cx - r * 0.6)} ${r1(cy + r * 0.8)}" stroke="#fff" stroke-width="10" fill="none"/><path d="M${r1(cx + r * 0.85)} ${r1(cy - r * 0.6)} C ${r1(cx + r * 0.2)} ${r1(cy - r * 0.2)}, ${r1(cx + r * 0.2)} ${r1(cy + r * 0.4)}, ${r1(cx + r * 0.7)} ${r1(cy + r * 0.7)}" stroke="#fff" stroke-width="10" fill="none"/></g>`;
  },
  theater: (p, rng) => {
    const folds = whole(rng, 4, 6);
    const width = between(rng, 44, 60);
    const curtain = (x0: number, dir: number) =>
      Array.from({ length: folds }, (_, i) => {
        const x = x0 + dir * i * width;
        return `<path d="M${r1(x)} 0 L${r1(x + dir * width)} 0 L${r1(x + dir * (width + 18))} ${H} L${r1(x + dir * 8)} ${H}Z" fill="${i % 2 ? p[1] : p[4]}" fill-opacity="0.92"/>`;
      }).join('');
    const spotX = between(rng, 450, 750);
    const scallops = Array.from(
      { length: 14 },
      (_, i) => `<circle cx="${i * 90 + 45}" cy="86" r="50" fill="${p[4]}"/>`,
    ).join('');
    const maskX = between(rng, 480, 700);
    const maskY = between(rng, 360, 460);
    const tilt = between(rng, -25, 25);
    const mask = (x: number, y: number, colour: string, smile: boolean) =>
      `<ellipse cx="${x}" cy="${y}" rx="62" ry="74" fill="${colour}"/><circle cx="${x - 22}" cy="${y - 16}" r="10" fill="${p[4]}"/><circle cx="${x + 22}" cy="${y - 16}" r="10" fill="${p[4]}"/><path d="M${x - 28} ${y + 28} Q${x} ${smile ? y + 54 : y + 4} ${x + 28} ${y + 28}" stroke="${p[4]}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    return `<defs><radialGradient id="spot" cx="0.5" cy="0.8" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${spotX}" cy="660" rx="${between(rng, 300, 420)}" ry="150" fill="url(#spot)"/>${curtain(0, 1)}${curtain(W, -1)}<rect width="${W}" height="86" fill="${p[4]}"/>${scallops}<g transform="rotate(${tilt} ${maskX} ${maskY})">${mask(maskX, maskY, p[2], true)}${mask(maskX + 110, maskY + 40, p[3], false)}</g>`;
  },
  dansen: (p, rng) =>
    [p[2], p[3], '#ffffff', p[4], p[2]]
      .slice(0, whole(rng, 3, 5))
      .map((colour, i) => {
        const y = 180 + i * 130 + between(rng, -30, 30);
        return `<path d="M-50 ${y} C ${between(rng, 180, 360)} ${r1(y - between(rng, 120, 260))}, ${between(rng, 420, 640)} ${r1(y + between(rng, 120, 260))}, ${between(rng, 700, 860)} ${r1(y - 40)} S ${between(rng, 1000, 1150)} ${r1(y - between(rng, 60, 180))}, ${W + 50} ${r1(y + 30)}" stroke="${colour}" stroke-width="${between(rng, 24, 48)}" stroke-linecap="round" fill="none" stroke-opacity="0.85"/>`;
      })
      .join('') + confetti(rng, STYLE, ['#fff', p[2], p[3]], whole(rng, 16, 30), 740),
  'kunst-cultuur': (p, rng) => {
    const count = whole(rng, 3, 5);
    const slot = W / count;
    const frames = Array.from({ length: count }, (_, i) => {
      const w = between(rng, slot * 0.55, slot * 0.8);
      const h = between(rng, 180, 340);
      const x = r1(i * slot + (slot - w) / 2);
      const y = between(rng, 90, 620 - h);
      const cx = r1(x + w / 2);
      const cy = r1(y + h / 2);
      const kind = whole(rng, 0, 2);
      const inner =
        kind === 0
          ? `<circle cx="${cx}" cy="${cy}" r="${r1(Math.min(w, h) / 3)}" fill="${p[2]}"/>`
          : kind === 1
            ? `<path d="M${r1(x + 20)} ${r1(y + h - 20)} L${cx} ${r1(y + 30)} L${r1(x + w - 20)} ${r1(y + h - 20)}Z" fill="${p[3]}"/>`
            : `<path d="M${r1(x + 15)} ${cy} Q${r1(x + w / 4)} ${r1(y + 20)} ${cx} ${cy} T${r1(x + w - 15)} ${cy}" stroke="${p[2]}" stroke-width="14" fill="none"/>`;
      return `<g transform="rotate(${between(rng, -6, 6)} ${cx} ${cy})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffaf0" stroke="${p[4]}" stroke-width="14"/>${inner}</g>`;
    }).join('');
    return `${frames}<rect x="0" y="${between(rng, 680, 710)}" width="${W}" height="120" fill="${p[4]}" fill-opacity="0.85"/>`;
  },
  'vakantie-eropuit': (p, rng) => {
    const birds = Array.from({ length: whole(rng, 3, 6) }, () => {
      const x = between(rng, 120, 900);
      const y = between(rng, 80, 260);
      return `<path d="M${x} ${y} q14 -14 28 0 q14 -14 28 0" stroke="${p[4]}" stroke-width="4" fill="none"/>`;
    }).join('');
    const hill = (base: number, fill: string, opacity: number) => {
      const a = between(rng, base - 120, base + 20);
      const b = between(rng, base - 60, base + 60);
      return `<path d="M0 ${base} Q${between(rng, 200, 400)} ${a} ${W / 2} ${b} T${W} ${between(rng, base - 60, base + 20)} L${W} ${H} L0 ${H}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
    };
    const boatX = between(rng, 200, 900);
    const boat = `<path d="M${boatX} 610 L${boatX + 130} 610 L${boatX + 105} 640 L${boatX + 25} 640Z" fill="#fff"/><path d="M${boatX + 62} 600 L${boatX + 62} 480 L${boatX + 125} 590Z" fill="${p[2]}"/>`;
    return `<circle cx="${between(rng, 150, 1050)}" cy="${between(rng, 130, 220)}" r="${between(rng, 70, 110)}" fill="${p[2]}"/>${birds}${hill(540, p[3], 1)}${boat}${hill(660, p[4], 0.85)}`;
  },
  muziek: (p, rng) => {
    const top = between(rng, 260, 360);
    const bend = between(rng, -80, 80);
    const staff = Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M0 ${r1(top + i * 30)} C 400 ${r1(top - 60 + bend + i * 30)}, 800 ${r1(top + 80 - bend + i * 30)}, ${W} ${r1(top + i * 30)}" stroke="#fff" stroke-opacity="0.7" stroke-width="3" fill="none"/>`,
    ).join('');
    const count = whole(rng, 4, 7);
    const notes = Array.from({ length: count }, (_, i) => {
      const x = r1(((i + 0.5) * W) / count + between(rng, -30, 30));
      const y = between(rng, top - 40, top + 160);
      const colour = rng() < 0.5 ? p[2] : p[3];
      const flag =
        rng() < 0.6
          ? `<path d="M${x + 30} ${r1(y - 140)} q44 22 24 80" stroke="${colour}" stroke-width="9" fill="none"/>`
          : '';
      return `<ellipse cx="${x}" cy="${y}" rx="30" ry="22" fill="${colour}" transform="rotate(-20 ${x} ${y})"/><rect x="${x + 22}" y="${r1(y - 140)}" width="9" height="140" fill="${colour}"/>${flag}`;
    }).join('');
    return staff + notes;
  },
  'cursussen-lezingen': (p, rng) => {
    const bx = between(rng, 420, 780);
    const by = between(rng, 320, 400);
    const lines = (x: number) =>
      Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${r1(x)}" y="${r1(by + 40 + i * 30)}" width="${between(rng, 120, 170)}" height="7" rx="3" fill="${p[3]}" fill-opacity="0.5"/>`,
      ).join('');
    const book = `<path d="M${bx} ${by} C ${bx - 90} ${by - 30}, ${bx - 200} ${by - 30}, ${bx - 270} ${by - 10} L${bx - 270} ${by + 260} C ${bx - 200} ${by + 240}, ${bx - 90} ${by + 240}, ${bx} ${by + 270}Z" fill="#fffdf7" stroke="${p[4]}" stroke-width="8"/><path d="M${bx} ${by} C ${bx + 90} ${by - 30}, ${bx + 200} ${by - 30}, ${bx + 270} ${by - 10} L${bx + 270} ${by + 260} C ${bx + 200} ${by + 240}, ${bx + 90} ${by + 240}, ${bx} ${by + 270}Z" fill="#fffdf7" stroke="${p[4]}" stroke-width="8"/>${lines(bx - 230)}${lines(bx + 50)}`;
    const lx = between(rng, 200, 1000);
    const rays = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${r1(lx + Math.cos(a) * 86)}" y1="${r1(160 + Math.sin(a) * 86)}" x2="${r1(lx + Math.cos(a) * 120)}" y2="${r1(160 + Math.sin(a) * 120)}" stroke="${p[2]}" stroke-width="9" stroke-linecap="round"/>`;
    }).join('');
    const sx = bx > W / 2 ? between(rng, 60, 180) : between(rng, 900, 1020);
    const stack = [p[2], p[3], p[4], p[2]]
      .slice(0, whole(rng, 2, 4))
      .map(
        (c, i) =>
          `<rect x="${r1(sx + between(rng, -12, 12))}" y="${680 - (i + 1) * 40}" width="${between(rng, 130, 170)}" height="38" rx="4" fill="${c}"/>`,
      )
      .join('');
    return `<circle cx="${lx}" cy="160" r="62" fill="#fff3c4"/>${rays}${book}${stack}`;
  },
  uitgaan: (p, rng) => {
    const stars = Array.from(
      { length: whole(rng, 30, 60) },
      () =>
        `<circle cx="${between(rng, 0, W)}" cy="${between(rng, 0, 420)}" r="${between(rng, 1.5, 4)}" fill="#fff" fill-opacity="${between(rng, 0.5, 1)}"/>`,
    ).join('');
    const moonX = between(rng, 120, 1080);
    const sag = between(rng, 80, 200);
    const top = between(rng, 150, 240);
    const bulbs = Array.from({ length: 15 }, (_, i) => {
      const t = i / 14;
      const x = r1(t * W);
      const y = r1(top + Math.sin(t * Math.PI) * sag);
      const colour = i % 2 ? p[2] : p[3];
      return `<circle cx="${x}" cy="${y + 16}" r="15" fill="${colour}"/><circle cx="${x}" cy="${y + 16}" r="32" fill="${colour}" fill-opacity="0.25"/>`;
    }).join('');
    let skyline = `M0 ${H}`;
    let x = 0;
    while (x < W) {
      const y = between(rng, 560, 680);
      const w = between(rng, 90, 190);
      skyline += ` L${r1(x)} ${y} L${r1(Math.min(W, x + w))} ${y}`;
      x += w;
    }
    return `${stars}<circle cx="${moonX}" cy="120" r="58" fill="#fff6d5"/><circle cx="${r1(moonX + 28)}" cy="104" r="54" fill="${p[0]}"/><path d="M0 ${top} Q${W / 2} ${r1(top + sag * 2)} ${W} ${top}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/>${bulbs}<path d="${skyline} L${W} ${H}Z" fill="${p[4]}"/>`;
  },
  'eten-drinken': (p, rng) => {
    const cx = between(rng, 480, 720);
    const cy = between(rng, 380, 440);
    const leaves = Array.from({ length: whole(rng, 4, 8) }, () => {
      const x = between(rng, cx - 110, cx + 110);
      const y = between(rng, cy - 90, cy + 90);
      return `<ellipse cx="${x}" cy="${y}" rx="28" ry="11" fill="${p[2]}" transform="rotate(${between(rng, 0, 180)} ${x} ${y})"/>`;
    }).join('');
    const berries = Array.from({ length: whole(rng, 2, 4) }, () => {
      return `<circle cx="${between(rng, cx - 80, cx + 80)}" cy="${between(rng, cy - 70, cy + 70)}" r="${between(rng, 20, 32)}" fill="${p[1]}"/>`;
    }).join('');
    const fork = r1(cx - 330);
    const glass = r1(cx + 320);
    return `<rect x="0" y="600" width="${W}" height="200" fill="${p[4]}" fill-opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="240" fill="#ffffff"/><circle cx="${cx}" cy="${cy}" r="180" fill="${p[3]}" fill-opacity="0.6"/><circle cx="${cx}" cy="${cy}" r="130" fill="${p[3]}"/>${leaves}${berries}<rect x="${fork}" y="190" width="18" height="400" rx="9" fill="#fff"/><rect x="${fork - 16}" y="190" width="9" height="100" rx="4" fill="#fff"/><rect x="${fork + 25}" y="190" width="9" height="100" rx="4" fill="#fff"/><path d="M${glass - 60} 230 L${glass + 60} 230 L${glass + 40} 400 Q${glass} 430 ${glass - 40} 400Z" fill="#fff" fill-opacity="0.85"/><rect x="${glass - 6}" y="410" width="12" height="150" fill="#fff" fill-opacity="0.85"/><rect x="${glass - 50}" y="556" width="100" height="12" rx="6" fill="#fff" fill-opacity="0.85"/><path d="M${glass - 52} 300 L${glass + 52} 300 L${glass + 40} 400 Q${glass} 430 ${glass - 40} 400Z" fill="${p[1]}"/>`;
  },
  evenementen: (p, rng) => {
    const y0 = between(rng, 30, 70);
    const sag = between(rng, 90, 170);
    const offset = whole(rng, 0, 3);
    const flags = Array.from({ length: 12 }, (_, i) => {
      const t = (i + 0.5) / 12;
      const x = r1(t * W);
      const y = r1(y0 + Math.sin(t * Math.PI) * sag);
      return `<path d="M${x - 38} ${y} L${x + 38} ${y} L${x} ${y + 78}Z" fill="${p[(i + offset) % 4]}"/>`;
    }).join('');
    const balloons = Array.from({ length: whole(rng, 2, 4) }, (_, i) => {
      const x = between(rng, 120, 1080);
      const y = between(rng, 360, 480);
      const colour = [p[2], p[3], p[1]][i % 3];
      return `<ellipse cx="${x}" cy="${y}" rx="60" ry="74" fill="${colour}"/><path d="M${x} ${r1(y + 74)} q-18 70 10 150" stroke="${p[4]}" stroke-width="3" fill="none"/>`;
    }).join('');
    return `<path d="M0 ${y0} Q${W / 2} ${r1(y0 + sag * 2)} ${W} ${y0}" stroke="${p[4]}" stroke-width="4" fill="none"/>${flags}${confetti(rng, STYLE, [p[1], p[2], p[3], '#fff'], whole(rng, 30, 50))}${balloons}`;
  },
  'hobby-creativiteit': (p, rng) => {
    const px = between(rng, 240, 520);
    const py = between(rng, 330, 420);
    const dots = [p[2], p[3], '#ffd166', '#06d6a0', '#118ab2']
      .map(
        (c, i) =>
          `<circle cx="${r1(px + 10 + i * 80)}" cy="${r1(py - 60 + (i % 2) * 70)}" r="${between(rng, 26, 36)}" fill="${c}"/>`,
      )
      .join('');
    const brushAngle = between(rng, 15, 60);
    const yx = between(rng, 880, 1020);
    const yarn = Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M${r1(yx - 80 + i * 10)} ${470 - 60} C ${r1(yx + i * 12)} ${430 + i * 14}, ${r1(yx - 40 - i * 16)} 560, ${r1(yx + 70)} ${540 - i * 18}" stroke="${p[4]}" stroke-opacity="0.4" stroke-width="4" fill="none"/>`,
    ).join('');
    return `<path d="M${px - 60} ${py} C ${px - 60} ${py - 170}, ${px + 190} ${py - 230}, ${px + 360} ${py - 180} C ${px + 500} ${py - 140}, ${px + 470} ${py - 10}, ${px + 380} ${py} C ${px + 320} ${py + 10}, ${px + 310} ${py + 70}, ${px + 360} ${py + 120} C ${px + 400} ${py + 170}, ${px + 330} ${py + 230}, ${px + 200} ${py + 220} C ${px + 50} ${py + 210}, ${px - 60} ${py + 150}, ${px - 60} ${py}Z" fill="#fffaf0"/><circle cx="${px + 300}" cy="${py + 110}" r="36" fill="${p[0]}"/>${dots}<g transform="rotate(${brushAngle} ${px + 420} ${py - 100})"><rect x="${px + 410}" y="${py - 260}" width="22" height="270" rx="9" fill="${p[4]}"/><path d="M${px + 405} ${py + 10} L${px + 437} ${py + 10} L${px + 421} ${py + 70}Z" fill="${p[2]}"/></g><circle cx="${yx}" cy="470" r="${between(rng, 80, 110)}" fill="${p[2]}"/>${yarn}`;
  },
  meedoen: (p, rng) => {
    const count = whole(rng, 5, 8);
    const colours = [p[2], p[3], '#4361ee', '#ff9f1c', '#9d4edd'];
    const start = (W - (count - 1) * 130) / 2;
    const people = Array.from({ length: count }, (_, i) => {
      const c = colours[(i + whole(rng, 0, 4)) % colours.length]!;
      const x = r1(start + i * 130);
      const y = r1(420 + Math.abs((count - 1) / 2 - i) * 20 + between(rng, -20, 20));
      const s = between(rng, 0.85, 1.15);
      return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 230 C -60 75, 60 75, 60 230Z" fill="${c}"/><circle cx="0" cy="24" r="46" fill="${c}"/></g>`;
    }).join('');
    const hx = between(rng, 460, 740);
    return `<circle cx="${hx}" cy="230" r="${between(rng, 130, 170)}" fill="#ffffff" fill-opacity="0.45"/><path d="M${hx} 300 C ${hx - 120} 215, ${hx - 84} 108, ${hx} 168 C ${hx + 84} 108, ${hx + 120} 215, ${hx} 300Z" fill="${p[2]}"/>${people}`;
  },
  overige: (p, rng) =>
    Array.from({ length: whole(rng, 7, 12) }, (_, i) => {
      const x = between(rng, 100, 1100);
      const y = between(rng, 100, 650);
      const size = between(rng, 60, 130);
      const colour = i % 3 === 0 ? p[3] : i % 3 === 1 ? p[2] : p[4];
      return `<g transform="rotate(${between(rng, 0, 360)} ${x} ${y})"><path d="M${x} ${r1(y - size)} Q${r1(x + size * 0.7)} ${y} ${x} ${r1(y + size)} Q${r1(x - size * 0.7)} ${y} ${x} ${r1(y - size)}Z" fill="${colour}" fill-opacity="0.9"/><line x1="${x}" y1="${r1(y - size)}" x2="${x}" y2="${r1(y + size)}" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/></g>`;
    }).join(''),
};

/**
 * The cover for an activity as an SVG document (1200×800): pure, so the same input always gives the same
 * text. The title only seeds the drawing; it is not written in it.
 */
export function offlineCoverSvg(input: CoverInput): string {
  const category = coverCategory(input.category);
  const rng = random(seedOf(input.title, category));
  const base = CATEGORY_PALETTES[category];
  // Palette variation: the two gradient stops and the two accents may trade places.
  const swapGradient = rng() < 0.5;
  const swapAccents = rng() < 0.5;
  const p: Palette = [
    swapGradient ? base[1] : base[0],
    swapGradient ? base[0] : base[1],
    swapAccents ? base[3] : base[2],
    swapAccents ? base[2] : base[3],
    base[4],
  ];
  const mirrored = rng() < 0.5;
  const drawing = MOTIFS[category](p, rng);
  const motif = mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${drawing}</g>` : drawing;
  const waves =
    wave(rng, STYLE, between(rng, 730, 760), between(rng, 10, 22), p[4], 0.18) +
    wave(rng, STYLE, between(rng, 765, 785), between(rng, 8, 14), p[1], 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(p, rng)}${motif}${waves}</svg>`;
}
