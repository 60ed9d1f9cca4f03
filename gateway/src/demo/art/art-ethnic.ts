import { GOLD, GOLD_LIGHT } from './palette.js';
import { both, dots, fold, glint, line, mirrored, shape, stitch, type Paint, type Pt } from './paint.js';

// Ethnic wear and dresses. Gold zari borders and small butis carry the festive look without
// any raster texture.

function clip(p: Paint, name: string, d: string): string {
  return `<clipPath id="${p.id}-${name}"><path d="${d}"/></clipPath>`;
}

/** Scattered butis (small woven motifs) on a staggered grid. */
function butis(x0: number, x1: number, y0: number, y1: number, step: number, r: number, colour: string): string {
  const pts: Pt[] = [];
  for (let y = y0, row = 0; y <= y1; y += step, row++) {
    for (let x = x0 + (row % 2 ? step / 2 : 0); x <= x1; x += step) pts.push([x, y]);
  }
  return dots(pts, r, colour, 0.85);
}

export function kurta(p: Paint): string {
  const body = mirrored(
    [300, 124],
    [
      ['Q', [326, 124], [340, 108]],
      ['L', [428, 140]],
      ['C', [462, 190], [476, 330], [482, 520]],
      ['L', [484, 552]],
      ['L', [446, 556]],
      ['L', [444, 520]],
      ['C', [440, 400], [432, 300], [420, 252]],
      ['C', [426, 400], [436, 560], [452, 752]],
      ['Q', [376, 758], [300, 756]],
    ],
  );
  const knots: Pt[] = [162, 210, 258, 306].map((y) => [300, y] as Pt);
  const embroidery: Pt[] = [];
  for (let y = 140; y <= 330; y += 16) embroidery.push([280, y], [320, y]);
  return [
    clip(p, 'kurta', body),
    shape(p, body),
    `<g clip-path="url(#${p.id}-kurta)">`,
    `<rect x="100" y="706" width="400" height="8" fill="${GOLD}" opacity=".85"/>`,
    `<rect x="100" y="734" width="400" height="4" fill="${GOLD}" opacity=".85"/>`,
    butis(150, 450, 722, 722, 22, 3, GOLD_LIGHT),
    '</g>',
    `<path d="M258,102 Q300,116 342,102 L344,124 Q300,138 256,124Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    stitch(p, 'M262,116 Q300,130 338,116', GOLD, 2),
    `<rect x="290" y="128" width="20" height="214" fill="${p.t.base}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    dots(embroidery, 2.6, GOLD),
    dots(knots, 6, GOLD),
    knots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#8e6b27" stroke-width="1"/>`).join(''),
    both(
      line(GOLD, 'M445,536 L483,532', 3, 0.9) +
        line(p.t.deep, 'M444,650 L451,752', 2, 0.6) +
        fold(p, 'M422,262 Q404,320 392,372') +
        fold(p, 'M402,420 Q412,560 420,700', 7, 0.22),
    ),
    glint(p, 'M240,220 Q232,460 244,690', 24, 0.2),
    glint(p, 'M352,380 Q360,520 356,680', 14, 0.15),
  ].join('');
}

/** The short blouse shared by the lehenga and the saree. */
function choli(p: Paint, fill: string): string {
  const d = mirrored(
    [300, 194],
    [
      ['Q', [326, 188], [338, 128]],
      ['L', [390, 140]],
      ['C', [414, 160], [428, 200], [434, 232]],
      ['L', [404, 246]],
      ['L', [388, 216]],
      ['L', [384, 300]],
      ['Q', [344, 312], [300, 306]],
    ],
  );
  return [
    shape(p, d, fill),
    line(GOLD, 'M262,128 Q274,190 300,196 Q326,190 338,128', 4, 0.9),
    both(line(GOLD, 'M404,244 L432,230', 5, 0.9)),
    line(GOLD, 'M216,300 Q256,312 300,308 Q344,312 384,300', 5, 0.9),
    `<path d="M262,128 Q300,142 338,128" fill="none" stroke="${p.t.deep}" stroke-width="2" opacity=".5"/>`,
  ].join('');
}

export function lehenga(p: Paint): string {
  const skirt = mirrored(
    [300, 318],
    [
      ['L', [380, 318]],
      ['L', [382, 342]],
      ['C', [420, 470], [482, 630], [524, 742]],
      ['Q', [492, 760], [456, 750]],
      ['Q', [420, 764], [384, 752]],
      ['Q', [342, 766], [300, 756]],
    ],
  );
  let pleats = '';
  for (let k = 1; k <= 5; k++) {
    const mark = k % 2 ? fold : glint;
    pleats += both(mark(p, `M${300 + k * 15},346 Q${300 + k * 26},540 ${300 + k * 43},744`, 7, 0.3));
  }
  return [
    clip(p, 'skirt', skirt),
    // The dupatta hangs behind the skirt's edge so its sheer end reads as a separate layer.
    `<path d="M388,146 C436,260 458,450 488,700 L546,684 C512,450 474,250 404,140Z" fill="${p.t.light}" opacity=".55" stroke="${GOLD}" stroke-width="3"/>`,
    butis(430, 520, 260, 660, 34, 2.4, GOLD),
    shape(p, skirt),
    `<g clip-path="url(#${p.id}-skirt)">`,
    butis(120, 480, 392, 660, 40, 3.2, GOLD),
    `<rect x="60" y="690" width="480" height="90" fill="${GOLD}" opacity=".9"/>`,
    `<rect x="60" y="676" width="480" height="5" fill="${GOLD}"/>`,
    butis(80, 520, 716, 716, 26, 5, p.t.base),
    butis(80, 520, 738, 738, 26, 2.5, p.t.deep),
    pleats,
    '</g>',
    `<path d="M220,318 L380,318 L382,342 Q300,350 218,342Z" fill="${GOLD}" stroke="#8e6b27" stroke-width="1.2"/>`,
    choli(p, p.t.base),
    line(GOLD, 'M384,146 C430,260 450,450 480,698', 2, 0.9),
  ].join('');
}

export function saree(p: Paint): string {
  const column = mirrored(
    [300, 318],
    [
      ['L', [372, 318]],
      ['C', [392, 420], [402, 600], [420, 752]],
      ['Q', [362, 762], [300, 760]],
    ],
  );
  const pallu =
    'M226,336 C262,300 326,222 350,128 L394,140 C444,240 462,440 474,640 L406,660 ' +
    'C402,520 394,400 380,336 C338,360 290,376 236,384Z';
  let pleats = '';
  for (let k = 0; k < 6; k++) {
    const mark = k % 2 ? glint : fold;
    pleats += mark(p, `M${268 + k * 9},392 Q${262 + k * 14},560 ${240 + k * 22},752`, 6, 0.35);
  }
  return [
    clip(p, 'column', column),
    clip(p, 'pallu', pallu),
    shape(p, column),
    `<g clip-path="url(#${p.id}-column)">`,
    butis(210, 400, 420, 680, 36, 3, GOLD),
    pleats,
    `<rect x="160" y="708" width="280" height="60" fill="${GOLD}" opacity=".9"/>`,
    butis(180, 420, 730, 730, 20, 4, p.t.base),
    '</g>',
    choli(p, p.t.shade),
    shape(p, pallu, p.t.base),
    `<g clip-path="url(#${p.id}-pallu)">`,
    butis(240, 470, 200, 640, 30, 2.6, GOLD_LIGHT),
    `<path d="M394,140 C444,240 462,440 474,640" fill="none" stroke="${GOLD}" stroke-width="18"/>`,
    `<path d="M226,336 C262,300 326,222 350,128" fill="none" stroke="${GOLD}" stroke-width="10"/>`,
    `<path d="M396,598 L480,574 L482,680 L400,700Z" fill="${GOLD}"/>`,
    butis(404, 470, 628, 628, 18, 3.4, p.t.base),
    fold(p, 'M300,300 Q340,260 370,190', 8, 0.3),
    glint(p, 'M420,220 Q440,400 446,600', 10, 0.35),
    '</g>',
    line(p.t.deep, 'M406,660 Q440,668 474,640', 1.5, 0.5),
  ].join('');
}

export function gown(p: Paint): string {
  const body = mirrored(
    [300, 204],
    [
      ['Q', [318, 170], [342, 170]],
      ['Q', [368, 170], [372, 196]],
      ['C', [368, 250], [360, 300], [356, 330]],
      ['C', [380, 430], [470, 610], [540, 762]],
      ['Q', [430, 786], [300, 780]],
    ],
  );
  return [
    both(line(p.t.line, 'M346,180 L338,108', 9) + line(p.t.base, 'M346,180 L338,108', 6)),
    clip(p, 'gown', body),
    shape(p, body),
    `<g clip-path="url(#${p.id}-gown)">`,
    `<path d="M356,340 C380,440 470,610 540,770 L60,770 C130,610 220,440 244,340Z" fill="${p.t.light}" opacity=".16"/>`,
    both(
      fold(p, 'M318,360 Q350,560 392,770', 10, 0.3) +
        glint(p, 'M340,360 Q392,560 452,770', 12, 0.35) +
        fold(p, 'M350,350 Q420,560 500,770', 9, 0.3),
    ),
    glint(p, 'M300,360 Q300,560 300,770', 14, 0.3),
    butis(250, 350, 200, 300, 18, 1.8, GOLD_LIGHT),
    '</g>',
    `<path d="M244,322 Q300,332 356,322 L358,346 Q300,356 242,346Z" fill="${p.metal}" stroke="#8e6b27" stroke-width="1"/>`,
    dots(
      [
        [270, 335],
        [285, 337],
        [300, 338],
        [315, 337],
        [330, 335],
      ],
      3,
      '#fff8e0',
    ),
    stitch(p, 'M236,200 Q266,176 286,186 Q296,194 300,210 Q304,194 314,186 Q334,176 364,200', GOLD, 2),
  ].join('');
}

export function dress(p: Paint): string {
  const body = mirrored(
    [300, 214],
    [
      ['L', [340, 124]],
      ['L', [382, 134]],
      ['C', [420, 146], [450, 188], [456, 228]],
      ['Q', [430, 240], [396, 226]],
      ['L', [380, 340]],
      ['C', [410, 450], [462, 600], [486, 690]],
      ['Q', [400, 712], [300, 706]],
    ],
  );
  const print: Pt[] = [];
  for (let y = 170, row = 0; y < 700; y += 34, row++) {
    for (let x = 130 + (row % 2) * 22; x < 480; x += 44) print.push([x, y]);
  }
  return [
    clip(p, 'dress', body),
    shape(p, body),
    `<g clip-path="url(#${p.id}-dress)">`,
    dots(print, 4, p.t.dark ? p.t.light : p.t.deep, 0.35),
    both(
      fold(p, 'M330,352 Q346,520 360,700', 8, 0.3) +
        glint(p, 'M350,352 Q380,520 410,700', 10, 0.3) +
        fold(p, 'M370,350 Q420,520 460,700', 8, 0.3) +
        fold(p, 'M388,150 Q420,180 430,226', 5, 0.3),
    ),
    '</g>',
    `<path d="M260,124 Q300,140 340,124 L300,214Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    stitch(p, 'M266,132 L300,204 L334,132'),
    `<path d="M220,330 Q300,342 380,330 L381,350 Q300,362 219,350Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.2"/>`,
    `<path d="M300,340 Q270,316 262,334 Q266,356 300,342 Q334,356 338,334 Q330,316 300,340Z" fill="${p.t.base}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    `<path d="M296,344 Q284,390 276,430 M304,344 Q318,390 330,424" fill="none" stroke="${p.t.shade}" stroke-width="9" stroke-linecap="round"/>`,
    stitch(p, 'M118,690 Q210,706 300,702 Q390,706 482,690'),
  ].join('');
}
