import { mix } from './palette.js';
import { both, fold, glint, line, mirrored, shape, stitch, type Paint } from './paint.js';

// Bottoms and footwear.

function waistband(p: Paint, halfWidth: number, loops: number[]): string {
  const x0 = 300 - halfWidth;
  const x1 = 300 + halfWidth;
  return [
    line(p.t.line, `M${x0},186 L${x1},186`, 1.6, 0.8),
    ...loops.map(
      (x) =>
        `<rect x="${x - 6}" y="146" width="12" height="48" rx="3" fill="${p.t.base}" stroke="${p.t.line}" stroke-width="1.4"/>`,
    ),
  ].join('');
}

export function jeans(p: Paint): string {
  const body = mirrored(
    [300, 150],
    [
      ['L', [418, 150]],
      ['L', [420, 186]],
      ['C', [436, 260], [442, 340], [438, 430]],
      ['C', [436, 560], [432, 660], [430, 752]],
      ['L', [330, 752]],
      ['C', [328, 620], [320, 440], [308, 330]],
      ['Q', [304, 306], [300, 300]],
    ],
  );
  // Denim thread is traditionally a copper-gold; on white denim it would look dirty.
  const thread = p.t.base === '#f7f4ee' ? p.t.stitch : '#d9a24a';
  return [
    shape(p, body),
    both(
      glint(p, 'M374,330 Q384,520 380,720', 34, 0.28) +
        glint(p, 'M322,316 Q350,312 378,290 M326,334 Q356,330 384,314', 5, 0.5) +
        fold(p, 'M342,560 Q372,548 404,560 M346,590 Q374,580 400,592', 5, 0.35) +
        stitch(p, 'M356,188 Q366,236 422,248', thread, 1.8) +
        line(p.t.line, 'M350,188 Q360,242 422,256', 1.6, 0.8) +
        stitch(p, 'M334,738 L428,738', thread, 1.8) +
        stitch(p, 'M420,192 C434,260 438,340 434,430', thread, 1.4),
    ),
    waistband(p, 120, [204, 262, 338, 396]),
    stitch(p, 'M184,176 L416,176', thread, 1.6),
    stitch(p, 'M318,190 L318,262 Q318,288 300,298', thread, 1.8),
    line(p.t.line, 'M300,186 L300,296', 1.5, 0.7),
    `<path d="M372,198 L402,204 L400,232 L374,228Z" fill="none" stroke="${thread}" stroke-width="1.4" stroke-dasharray="4 3"/>`,
    `<circle cx="300" cy="168" r="9" fill="${p.metal}" stroke="#7b5a1f" stroke-width="1.2"/>`,
    `<circle cx="300" cy="168" r="3" fill="#7b5a1f" opacity=".6"/>`,
  ].join('');
}

export function pants(p: Paint): string {
  const body = mirrored(
    [300, 150],
    [
      ['L', [412, 150]],
      ['L', [414, 184]],
      ['C', [428, 250], [432, 320], [428, 420]],
      ['C', [422, 560], [414, 660], [408, 752]],
      ['L', [326, 752]],
      ['C', [324, 600], [318, 440], [308, 330]],
      ['Q', [304, 306], [300, 300]],
    ],
  );
  return [
    shape(p, body),
    both(
      glint(p, 'M368,320 L368,744', 6, 0.55) +
        fold(p, 'M374,320 L374,744', 4, 0.3) +
        line(p.t.line, 'M362,186 L414,268', 1.6, 0.8) +
        stitch(p, 'M370,188 L416,258') +
        fold(p, 'M330,330 Q356,316 380,292', 5, 0.3) +
        stitch(p, 'M330,740 L410,740'),
    ),
    waistband(p, 114, [210, 266, 334, 390]),
    `<rect x="290" y="152" width="34" height="30" rx="3" fill="${p.t.base}" stroke="${p.t.line}" stroke-width="1.4"/>`,
    `<circle cx="312" cy="167" r="5" fill="${p.t.shade}" stroke="${p.t.line}" stroke-width="1"/>`,
    stitch(p, 'M316,190 L316,270 Q316,290 300,298'),
    line(p.t.line, 'M300,186 L300,296', 1.5, 0.7),
  ].join('');
}

function sneaker(p: Paint, sole: string): string {
  const upper =
    'M104,556 C94,500 96,420 114,384 Q120,372 138,372 C172,380 204,398 232,400 C256,400 270,380 284,360 ' +
    'Q294,346 310,352 L322,362 C336,398 356,424 392,446 C440,472 494,494 518,520 C532,536 532,550 524,556Z';
  const eyelets = [0, 1, 2, 3, 4].map((i) => [328 + i * 19, 380 + i * 16] as const);
  let laces = '';
  for (let i = 0; i < eyelets.length - 1; i++) {
    const [x, y] = eyelets[i]!;
    const [nx, ny] = eyelets[i + 1]!;
    laces += `M${x - 6},${y + 14} L${nx + 6},${ny - 8} `;
  }
  return [
    shape(p, upper, p.fall),
    `<path d="M104,556 C94,500 96,430 112,392 Q150,410 172,470 Q182,520 178,556Z" fill="${p.t.shade}" opacity=".45"/>`,
    `<path d="M430,466 C474,482 518,508 524,556 L440,556 Q420,520 430,466Z" fill="${p.t.shade}" opacity=".35"/>`,
    stitch(p, 'M118,546 C110,500 110,440 124,404'),
    stitch(p, 'M434,478 Q428,520 444,550'),
    stitch(p, 'M186,548 Q300,462 434,482'),
    line(p.t.line, 'M180,556 Q300,470 430,490', 1.4, 0.6),
    line(p.t.deep, 'M138,374 C172,382 204,400 232,402 C256,402 270,382 284,362', 7, 0.45),
    `<path d="M286,362 Q296,342 312,350 L346,400 Q330,410 316,398Z" fill="${p.t.light}" stroke="${p.t.line}" stroke-width="1.4"/>`,
    eyelets
      .map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${p.t.deep}" stroke="${p.t.light}" stroke-width="1.2"/>`,
      )
      .join(''),
    line(p.t.light, laces, 5, 0.95),
    line(p.t.line, laces, 1, 0.4),
    `<rect x="110" y="352" width="26" height="36" rx="7" fill="${p.t.deep}" opacity=".85"/>`,
    glint(p, 'M200,420 Q320,440 430,476', 10, 0.4),
    `<path d="M100,552 L470,552 Q520,552 534,570 Q538,596 510,602 L116,602 Q92,600 92,580 Q92,558 100,552Z" fill="${sole}" stroke="#a59c8e" stroke-width="1.6"/>`,
    line('#a59c8e', 'M98,576 L534,576', 1.2, 0.7),
    `<path d="M94,592 L534,592 Q528,606 508,608 L118,608 Q98,606 94,592Z" fill="${mix(sole, '#3a2a1c', 0.35)}"/>`,
  ].join('');
}

export function shoes(p: Paint): string {
  // A white shoe on a white sole vanishes; give it a gum sole instead.
  const sole = p.t.base === '#f7f4ee' ? '#c9a877' : '#f4f1ea';
  return [
    // The far shoe of the pair sits behind and a little darker, as in a studio shot.
    `<filter id="${p.id}-dim"><feComponentTransfer><feFuncR type="linear" slope=".8"/><feFuncG type="linear" slope=".8"/><feFuncB type="linear" slope=".8"/></feComponentTransfer></filter>`,
    `<g transform="translate(40 -34) scale(.96)" filter="url(#${p.id}-dim)">`,
    sneaker(p, sole),
    '</g>',
    sneaker(p, sole),
  ].join('');
}
