import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values, PATTERNS } from './code128.js';

describe('Code 128', () => {
  it('has 107 distinct symbols, each 11 modules (the stop 13) with an even number of bar modules', () => {
    expect(PATTERNS).toHaveLength(107);
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((p, v) => {
      const widths = [...p].map(Number);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(v === 106 ? 13 : 11);
      const bars = widths.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2, `symbol ${v}`).toBe(0);
      expect(widths.every((w) => w >= 1 && w <= 4)).toBe(true);
    });
  });

  it('encodes text in code set B with the check symbol worked out by hand', () => {
    // PJJ123C: start B 104; P 48, J 42, J 42, 1 17, 2 18, 3 19, C 35;
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879 = 8·103 + 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it('packs an even run of digits two to a symbol (code set C)', () => {
    // 105 + 12·1 + 34·2 + 56·3 = 353 = 3·103 + 44.
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44, 106]);
    // An odd number of digits stays in code set B.
    expect(code128Values('12345')[0]).toBe(104);
  });

  it('draws 3 bars per symbol and 4 for the stop, with quiet zones', () => {
    const { bars, total } = code128Bars('SBX000000042');
    const symbols = code128Values('SBX000000042').length;
    expect(bars).toHaveLength((symbols - 1) * 3 + 4);
    expect(total).toBe(20 + (symbols - 1) * 11 + 13);
    expect(bars[0]![0]).toBe(10);
  });

  it('refuses characters it cannot carry', () => {
    expect(() => code128Values('AWB₹')).toThrow(/cannot carry/);
    expect(() => code128Values('')).toThrow();
  });
});
