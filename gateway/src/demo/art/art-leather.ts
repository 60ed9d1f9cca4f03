import { GOLD_DEEP } from './palette.js';
import { both, dots, fold, glint, line, shape, stitch, type Paint, type Pt } from './paint.js';

// Small leather goods.

export function wallet(p: Paint): string {
  const { t } = p;
  // An open bifold: cards peeking from stacked slots give it depth and make it unmistakable.
  const cards = ['#d9c08a', '#5f8c8a', '#ece6da'];
  const slots = [360, 408, 456];
  let pocket = '';
  slots.forEach((y, i) => {
    pocket += `<path d="M${124 + i * 6},${y - 26} L286,${y - 18} L286,${y + 8} L${124 + i * 6},${y}Z" fill="${cards[i]}" stroke="#000" stroke-opacity=".18"/>`;
    pocket += `<path d="M112,${y} Q200,${y - 10} 292,${y + 8} L292,558 L112,548Z" fill="${t.base}" stroke="${t.line}" stroke-width="1.4"/>`;
    pocket += stitch(p, `M118,${y + 8} Q200,${y - 2} 288,${y + 16}`);
  });
  return [
    both(
      shape(p, 'M110,300 L300,312 L300,566 L110,556 Q94,554 94,538 L94,316 Q94,300 110,300Z', p.fall) +
        stitch(p, 'M112,312 L290,322 L290,552 L112,544 Q104,542 104,534 L104,320 Q104,312 112,312Z') +
        pocket,
    ),
    fold(p, 'M300,316 L300,562', 14, 0.45),
    line(t.deep, 'M300,312 L300,566', 2, 0.7),
    glint(p, 'M130,330 L270,336', 6, 0.35),
  ].join('');
}

export function belt(p: Paint): string {
  const { t } = p;
  const cx = 300;
  const cy = 400;
  const rx = 200;
  const ry = 80;
  const h = 56;
  const front = `M${cx - rx},${cy} A${rx},${ry} 0 0 0 ${cx + rx},${cy} L${cx + rx},${cy + h} A${rx},${ry} 0 0 1 ${cx - rx},${cy + h}Z`;
  const back = `M${cx - rx},${cy} A${rx},${ry} 0 0 1 ${cx + rx},${cy} L${cx + rx},${cy + h} A${rx},${ry} 0 0 0 ${cx - rx},${cy + h}Z`;
  const holes: Pt[] = [170, 196, 222].map((x) => {
    const c = (x - cx) / rx;
    return [x, cy + ry * Math.sqrt(1 - c * c) + h / 2];
  });
  const by = cy + ry + h / 2;
  return [
    `<ellipse cx="${cx}" cy="${cy + h + 10}" rx="${rx + 10}" ry="${ry + 8}" fill="url(#${p.id}-shade)" opacity=".14"/>`,
    shape(p, back, t.shade),
    `<path d="M${cx - rx},${cy + h} A${rx},${ry} 0 0 1 ${cx + rx},${cy + h}" fill="none" stroke="${t.deep}" stroke-width="3" opacity=".5"/>`,
    shape(p, front, p.body),
    stitch(p, `M${cx - rx + 4},${cy + 8} A${rx - 4},${ry - 2} 0 0 0 ${cx + rx - 4},${cy + 8}`),
    stitch(p, `M${cx - rx + 4},${cy + h - 8} A${rx - 4},${ry - 2} 0 0 0 ${cx + rx - 4},${cy + h - 8}`),
    dots(holes, 5, t.deep),
    // The tail runs through the buckle and on along the front, slightly proud of the band.
    `<path d="M300,${by - 26} Q350,${by - 30} 392,${by - 38} L408,${by - 10} L392,${by + 14} Q350,${by + 24} 300,${by + 26}Z" fill="${t.base}" stroke="${t.line}" stroke-width="1.8"/>`,
    stitch(p, `M306,${by - 18} Q350,${by - 22} 388,${by - 28} M306,${by + 18} Q350,${by + 16} 388,${by + 6}`),
    `<rect x="350" y="${by - 34}" width="14" height="66" rx="3" fill="${t.shade}" stroke="${t.line}" stroke-width="1.4" transform="rotate(-6 357 ${by})"/>`,
    `<rect x="256" y="${by - 44}" width="80" height="88" rx="12" fill="none" stroke="${p.metal}" stroke-width="11"/>`,
    `<rect x="256" y="${by - 44}" width="80" height="88" rx="12" fill="none" stroke="${GOLD_DEEP}" stroke-width="1" opacity=".6"/>`,
    line(GOLD_DEEP, `M262,${by} L312,${by}`, 6),
    line('#f3e3a8', `M262,${by - 2} L312,${by - 2}`, 2, 0.8),
    glint(p, `M${cx - rx + 20},${cy + 20} A${rx - 20},${ry} 0 0 0 ${cx - 60},${cy + ry + 16}`, 6, 0.4),
  ].join('');
}
