import { GOLD } from './palette.js';
import { both, dots, fold, glint, line, mirrored, shape, stitch, type Paint, type Pt } from './paint.js';

// Upper-body garments, drawn front-on in a 600x800 frame centred on x = 300.

export function tshirt(p: Paint): string {
  const body = mirrored(
    [300, 176],
    [
      ['Q', [338, 174], [352, 130]],
      ['L', [440, 158]],
      ['C', [472, 184], [500, 228], [518, 264]],
      ['L', [462, 302]],
      ['C', [452, 282], [442, 266], [432, 252]],
      ['C', [428, 360], [432, 500], [436, 624]],
      ['Q', [370, 634], [300, 631]],
    ],
  );
  const backNeck = 'M248,130 Q300,150 352,130 Q338,174 300,176 Q262,174 248,130Z';
  return [
    shape(p, body),
    `<path d="${backNeck}" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    line(p.t.base, 'M250,136 Q262,170 300,172 Q338,170 350,136', 12),
    line(p.t.line, 'M244,128 Q258,180 300,182 Q342,180 356,128', 1.5, 0.7),
    stitch(p, 'M252,142 Q266,180 300,184 Q334,180 348,142'),
    both(
      stitch(p, 'M508,252 L458,286') +
        fold(p, 'M430,262 Q400,300 384,350') +
        fold(p, 'M420,500 Q404,560 410,616', 6, 0.22),
    ),
    stitch(p, 'M166,614 Q230,622 300,620 Q370,622 434,614'),
    fold(p, 'M250,460 Q262,540 256,614', 6, 0.2),
  ].join('');
}

/** Optional chest artwork for the "Artwork Tees" tile: abstract shapes, never text. */
export function teeArtwork(accent: string, second: string): string {
  return [
    `<circle cx="300" cy="320" r="62" fill="${accent}" opacity=".92"/>`,
    `<path d="M238,356 Q270,300 300,344 Q330,388 362,330 L362,382 L238,382Z" fill="${second}" opacity=".9"/>`,
    `<path d="M246,300 Q300,270 354,300" fill="none" stroke="${second}" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function shirt(p: Paint): string {
  const body = mirrored(
    [300, 162],
    [
      ['L', [346, 116]],
      ['L', [438, 150]],
      ['C', [470, 200], [490, 320], [498, 480]],
      ['L', [503, 562]],
      ['L', [459, 568]],
      ['L', [453, 488]],
      ['C', [446, 380], [440, 300], [430, 262]],
      ['C', [428, 400], [432, 520], [434, 636]],
      ['C', [420, 684], [366, 704], [300, 702]],
    ],
  );
  const collar = 'M300,164 L346,112 Q358,114 366,122 L336,198Z';
  const buttons: Pt[] = [200, 266, 332, 398, 464, 530, 596, 662].map((y) => [300, y] as Pt);
  return [
    shape(p, body),
    `<path d="M254,114 Q300,98 346,114 L346,124 Q300,110 254,124Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    both(shape(p, collar, p.t.base) + stitch(p, 'M306,166 L346,122 L356,126 L334,186')),
    line(p.t.line, 'M288,168 L288,700', 1.5, 0.6),
    line(p.t.line, 'M312,168 L312,700', 1.5, 0.6),
    dots(buttons, 6, p.t.light),
    buttons
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="${p.t.line}" stroke-width="1.2"/>`)
      .join(''),
    shape(p, 'M346,250 L406,250 L406,312 L376,324 L346,312Z', p.t.base),
    stitch(p, 'M350,262 L402,262'),
    both(
      line(p.t.line, 'M456,502 L499,496', 1.5, 0.7) +
        stitch(p, 'M458,510 L500,504') +
        fold(p, 'M432,272 Q410,330 392,380') +
        fold(p, 'M470,300 Q480,380 482,460', 6, 0.22),
    ),
    glint(p, 'M236,240 Q230,420 240,620', 22, 0.16),
    fold(p, 'M360,420 Q372,540 362,660', 6, 0.2),
  ].join('');
}

export function top(p: Paint): string {
  const body = mirrored(
    [300, 178],
    [
      ['Q', [336, 174], [350, 128]],
      ['L', [416, 148]],
      ['C', [470, 146], [494, 212], [474, 262]],
      ['Q', [450, 280], [418, 258]],
      ['C', [412, 330], [404, 390], [400, 432]],
      ['C', [424, 480], [452, 524], [466, 566]],
      ['Q', [384, 590], [300, 584]],
    ],
  );
  return [
    shape(p, body),
    `<path d="M250,128 Q300,146 350,128 Q336,174 300,178 Q264,174 250,128Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    stitch(p, 'M256,140 Q270,174 300,176 Q330,174 344,140'),
    line(p.t.line, 'M200,432 Q300,446 400,432', 1.6, 0.7),
    both(
      fold(p, 'M420,160 Q446,200 440,246', 5) +
        fold(p, 'M444,156 Q472,200 460,252', 5, 0.25) +
        stitch(p, 'M424,254 Q450,270 470,256') +
        fold(p, 'M410,470 Q420,520 430,570', 6, 0.3) +
        fold(p, 'M360,450 Q362,510 356,580', 6, 0.25),
    ),
    glint(p, 'M300,220 Q298,330 302,420', 22, 0.2),
    stitch(p, 'M140,566 Q220,584 300,580 Q380,584 460,566'),
  ].join('');
}

export function sweater(p: Paint): string {
  const body = mirrored(
    [300, 160],
    [
      ['Q', [336, 158], [348, 124]],
      ['L', [436, 150]],
      ['C', [470, 200], [490, 340], [496, 520]],
      ['L', [498, 584]],
      ['L', [452, 588]],
      ['L', [452, 520]],
      ['C', [446, 400], [438, 300], [430, 262]],
      ['L', [434, 580]],
      ['L', [430, 632]],
      ['Q', [366, 636], [300, 636]],
    ],
  );
  const rib = (x0: number, x1: number, y0: number, y1: number, step = 9): string => {
    let d = '';
    for (let x = x0; x <= x1; x += step) d += `M${x},${y0} L${x},${y1} `;
    return line(p.t.shade, d, 2, 0.55);
  };
  const cable = (cx: number): string => {
    let d = '';
    for (let y = 200; y < 560; y += 36)
      d += `M${cx - 14},${y} Q${cx},${y + 18} ${cx + 14},${y + 36} M${cx + 14},${y} Q${cx},${y + 18} ${cx - 14},${y + 36} `;
    return line(p.t.shade, d, 5, 0.5) + line(p.t.light, d, 1.5, 0.4);
  };
  return [
    shape(p, body),
    `<path d="M252,124 Q300,140 348,124 Q336,158 300,160 Q264,158 252,124Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    line(p.t.base, 'M254,132 Q266,164 300,166 Q334,164 346,132', 16),
    rib(256, 344, 140, 168, 7),
    line(p.t.line, 'M244,124 Q258,178 300,180 Q342,178 356,124', 1.5, 0.7),
    rib(170, 430, 584, 632),
    line(p.t.line, 'M168,580 L432,580', 1.5, 0.6),
    both(
      rib(454, 496, 536, 584, 8) + line(p.t.line, 'M452,532 L497,528', 1.5, 0.6) + fold(p, 'M430,272 Q414,330 400,380'),
    ),
    cable(300),
    cable(230),
    cable(370),
    glint(p, 'M250,220 Q244,400 252,560', 18, 0.15),
  ].join('');
}

export function jacket(p: Paint): string {
  const body = mirrored(
    [300, 140],
    [
      ['L', [346, 122]],
      ['L', [440, 156]],
      ['C', [482, 200], [500, 330], [504, 500]],
      ['L', [506, 566]],
      ['L', [460, 572]],
      ['L', [456, 500]],
      ['C', [450, 380], [440, 300], [430, 262]],
      ['L', [436, 582]],
      ['L', [430, 634]],
      ['Q', [366, 638], [300, 638]],
    ],
  );
  const ribs = (x0: number, x1: number, y0: number, y1: number): string => {
    let d = '';
    for (let x = x0; x <= x1; x += 10) d += `M${x},${y0} L${x},${y1} `;
    return line(p.t.deep, d, 2.5, 0.35);
  };
  let teeth = '';
  for (let y = 150; y < 632; y += 7) teeth += `M296,${y} L304,${y} `;
  return [
    shape(p, body),
    `<path d="M250,118 Q300,104 350,118 L356,146 Q300,132 244,146Z" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1.5"/>`,
    ribs(250, 350, 122, 144),
    `<rect x="166" y="582" width="268" height="54" rx="6" fill="${p.t.shade}" opacity=".55"/>`,
    ribs(172, 428, 586, 632),
    both(
      `<path d="M458,510 L504,504 L506,566 L460,572Z" fill="${p.t.shade}" opacity=".55"/>` +
        ribs(462, 500, 512, 566) +
        fold(p, 'M432,272 Q414,330 400,384') +
        fold(p, 'M470,260 Q490,360 486,470', 7, 0.25) +
        line(p.t.deep, 'M352,430 L392,500', 4, 0.6) +
        stitch(p, 'M346,436 L384,506') +
        stitch(p, 'M360,422 L400,492'),
    ),
    line(p.t.deep, teeth, 2, 0.8),
    line(p.t.line, 'M296,146 L296,634 M304,146 L304,634', 1, 0.6),
    `<rect x="292" y="150" width="16" height="30" rx="4" fill="#c8c9cc" stroke="#7d8086" stroke-width="1.2"/>`,
    `<rect x="441" y="296" width="34" height="48" rx="4" fill="${p.t.base}" stroke="${p.t.line}" stroke-width="1.5" transform="rotate(-6 458 320)"/>`,
    line(GOLD, 'M446,306 L470,303', 2, 0.8),
    glint(p, 'M236,220 Q228,400 240,570', 22, 0.16),
  ].join('');
}
