import { GOLD, GOLD_DEEP, mix } from './palette.js';
import { both, dots, glint, line, shape, stitch, type Paint, type Pt } from './paint.js';

// Watches, bags, bangles, sunglasses and perfume.

function rotated(markup: string, deg: number, cx = 300, cy = 400): string {
  return `<g transform="rotate(${deg} ${cx} ${cy})">${markup}</g>`;
}

export function watch(p: Paint): string {
  const { t } = p;
  const dial = t.dark ? '#f5f0e6' : mix(t.base, '#1d2233', 0.72);
  const ink = t.dark ? '#2b2b30' : '#f5f0e6';
  let markers = '';
  for (let h = 0; h < 12; h++) {
    const long = h % 3 === 0;
    markers += rotated(
      `<rect x="297" y="${long ? 312 : 316}" width="6" height="${long ? 22 : 12}" rx="2" fill="${ink}"/>`,
      h * 30,
    );
  }
  return [
    `<linearGradient id="${p.id}-steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset=".5" stop-color="#a9adb4"/><stop offset=".75" stop-color="#eef0f2"/><stop offset="1" stop-color="#7d828a"/></linearGradient>`,
    shape(p, 'M264,106 Q300,92 336,106 L344,312 L256,312Z', p.fall),
    stitch(p, 'M270,116 L264,300 M330,116 L336,300'),
    `<rect x="250" y="96" width="100" height="44" rx="10" fill="none" stroke="url(#${p.id}-steel)" stroke-width="9"/>`,
    shape(p, 'M256,488 L344,488 L336,700 Q300,718 264,700Z', p.fall),
    stitch(p, 'M264,500 L270,690 M336,500 L330,690'),
    dots(
      [
        [300, 604],
        [300, 632],
        [300, 660],
      ],
      5,
      t.deep,
    ),
    `<rect x="252" y="548" width="96" height="20" rx="4" fill="${t.shade}" stroke="${t.line}" stroke-width="1.5"/>`,
    both(
      '<path d="M262,296 L282,296 L286,330 L260,330Z" fill="url(#STEEL)"/><path d="M262,504 L282,504 L286,470 L260,470Z" fill="url(#STEEL)"/>',
    ).replaceAll('STEEL', `${p.id}-steel`),
    `<rect x="408" y="386" width="20" height="28" rx="4" fill="url(#${p.id}-steel)" stroke="#7d828a"/>`,
    `<circle cx="300" cy="400" r="118" fill="url(#${p.id}-steel)" stroke="#6f747c" stroke-width="1.5"/>`,
    `<circle cx="300" cy="400" r="104" fill="#3a3d44"/>`,
    `<circle cx="300" cy="400" r="98" fill="${dial}"/>`,
    markers,
    rotated(`<path d="M296,404 L298,338 L302,338 L304,404Z" fill="${ink}"/>`, 60),
    rotated(`<path d="M295,404 L298,352 L302,352 L305,404Z" fill="${ink}"/>`, -60),
    rotated(line('#c0392b', 'M300,420 L300,318', 1.6), 140),
    `<circle cx="300" cy="400" r="7" fill="${GOLD}" stroke="${GOLD_DEEP}"/>`,
    `<path d="M222,350 A98,98 0 0 1 330,306 A110,110 0 0 0 232,370Z" fill="#ffffff" opacity=".22"/>`,
  ].join('');
}

export function bag(p: Paint): string {
  const { t } = p;
  return [
    line(t.deep, 'M232,334 C232,186 368,186 368,334', 14),
    line(t.shade, 'M212,334 C212,168 388,168 388,334', 16),
    glint(p, 'M222,300 C226,196 374,196 378,300', 4, 0.5),
    shape(p, 'M168,330 L432,330 L468,690 Q470,714 446,714 L154,714 Q130,714 132,690Z', p.fall),
    stitch(p, 'M176,342 L424,342 L456,690 Q456,702 444,702 L156,702 Q144,702 146,690Z'),
    shape(p, 'M166,330 L434,330 L440,432 Q300,480 160,432Z', t.base),
    `<path d="M170,340 L430,340 L434,420 Q300,466 166,420Z" fill="none" stroke="${t.stitch}" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    glint(p, 'M200,356 L400,356', 10, 0.4),
    `<rect x="280" y="436" width="40" height="40" rx="6" fill="${p.metal}" stroke="${GOLD_DEEP}" stroke-width="1.5"/>`,
    `<rect x="292" y="448" width="16" height="16" rx="3" fill="none" stroke="${GOLD_DEEP}" stroke-width="1.5"/>`,
    dots(
      [
        [212, 334],
        [388, 334],
        [232, 334],
        [368, 334],
      ],
      8,
      GOLD,
    ),
    line(t.deep, 'M150,690 L128,690', 1),
    glint(p, 'M180,520 Q178,620 170,690', 14, 0.25),
  ].join('');
}

export function bangle(p: Paint): string {
  const ring = (cy: number, colour: string, enamel: boolean): string => {
    const beads: Pt[] = [];
    for (let a = 0; a < 360; a += 15)
      beads.push([300 + 170 * Math.cos((a * Math.PI) / 180), cy + 62 * Math.sin((a * Math.PI) / 180)]);
    return [
      `<ellipse cx="300" cy="${cy + 8}" rx="172" ry="64" fill="none" stroke="#000" stroke-opacity=".07" stroke-width="30"/>`,
      `<ellipse cx="300" cy="${cy}" rx="170" ry="62" fill="none" stroke="${colour}" stroke-width="28"/>`,
      `<ellipse cx="300" cy="${cy}" rx="184" ry="76" fill="none" stroke="${GOLD}" stroke-width="3"/>`,
      `<ellipse cx="300" cy="${cy}" rx="156" ry="48" fill="none" stroke="${GOLD_DEEP}" stroke-width="3"/>`,
      enamel ? dots(beads, 4, GOLD) : '',
      `<path d="M150,${cy - 20} A170,62 0 0 1 300,${cy - 62}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`,
    ].join('');
  };
  return [ring(500, p.body, true), ring(420, p.metal, false), ring(340, p.body, true)].join('');
}

export function sunglass(p: Paint): string {
  const { t } = p;
  const lens = 'M112,352 Q200,338 284,352 Q292,404 270,446 Q250,476 200,476 Q140,476 122,444 Q104,404 112,352Z';
  return [
    `<linearGradient id="${p.id}-lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(t.deep, '#000000', 0.45)}"/><stop offset="1" stop-color="${mix(t.base, '#2a2a2a', 0.55)}"/></linearGradient>`,
    both(line(t.shade, 'M116,372 C180,420 360,450 470,444', 8)),
    both(
      `<path d="${lens}" fill="url(#${p.id}-lens)" opacity=".93"/>` +
        `<path d="M146,362 L178,360 L138,466 L124,446Z" fill="#fff" opacity=".16"/>` +
        `<path d="${lens}" fill="none" stroke="${t.base}" stroke-width="14" stroke-linejoin="round"/>` +
        `<path d="${lens}" fill="none" stroke="${t.line}" stroke-width="1.2" opacity=".6"/>` +
        line(t.base, 'M104,350 Q200,330 292,346', 22) +
        glint(p, 'M120,344 Q200,330 280,342', 4, 0.6) +
        `<circle cx="106" cy="352" r="5" fill="${p.metal}"/>`,
    ),
    line(t.base, 'M284,356 Q300,338 316,356', 12),
  ].join('');
}

export function perfume(p: Paint): string {
  const { t } = p;
  const cap = t.dark ? p.metal : '#2d2c31';
  return [
    `<rect x="196" y="340" width="208" height="360" rx="30" fill="${mix(t.base, '#ffffff', 0.55)}" opacity=".92" stroke="${t.line}" stroke-width="2"/>`,
    `<rect x="212" y="384" width="176" height="298" rx="20" fill="${p.body}" opacity=".9"/>`,
    `<rect x="212" y="384" width="176" height="14" rx="7" fill="${t.light}" opacity=".6"/>`,
    `<rect x="202" y="660" width="196" height="34" rx="16" fill="#ffffff" opacity=".28"/>`,
    `<rect x="222" y="356" width="16" height="300" rx="8" fill="#ffffff" opacity=".38"/>`,
    `<rect x="370" y="360" width="8" height="300" rx="4" fill="#000000" opacity=".12"/>`,
    `<rect x="236" y="474" width="128" height="82" rx="6" fill="#fbf7ee" opacity=".95" stroke="${GOLD}" stroke-width="2"/>`,
    `<rect x="244" y="482" width="112" height="66" rx="4" fill="none" stroke="${GOLD}" stroke-width="1"/>`,
    `<path d="M300,498 L314,515 L300,532 L286,515Z" fill="none" stroke="${GOLD_DEEP}" stroke-width="2"/>`,
    `<rect x="268" y="310" width="64" height="36" rx="4" fill="${p.metal}" stroke="${GOLD_DEEP}" stroke-width="1.2"/>`,
    `<rect x="236" y="172" width="128" height="142" rx="14" fill="${cap}" stroke="#1c1b1f" stroke-width="1.5"/>`,
    `<rect x="250" y="184" width="14" height="118" rx="7" fill="#ffffff" opacity=".22"/>`,
  ].join('');
}
