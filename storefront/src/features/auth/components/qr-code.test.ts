import { describe, expect, it } from 'vitest';
import { formatBits, qrModules, rsRemainder, versionBits } from './qr-code';

describe('the QR code of the authenticator link', () => {
  it('computes Reed–Solomon codewords as the standard’s worked example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes the format and version bits of the standard’s tables', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits(1).toString(2).padStart(15, '0')).toBe('101000100100101');
    expect(formatBits(7).toString(2).padStart(15, '0')).toBe('100101010100000');
    expect(versionBits(7)).toBe(0x07c94);
  });

  it('draws finder and timing patterns at the size the text needs', () => {
    const uri =
      'otpauth://totp/Kapda:packer.someone%40example.in?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Kapda';
    const m = qrModules(uri);
    expect(m.length).toBe(8 * 4 + 17); // 139 bytes: version 8 at level M
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const at = (x0: number, y0: number) =>
      finder.map((_, y) => finder.map((__, x) => (m[y0 + y]![x0 + x] ? '1' : '0')).join(''));
    expect(at(0, 0)).toEqual(finder);
    expect(at(m.length - 7, 0)).toEqual(finder);
    expect(at(0, m.length - 7)).toEqual(finder);
    for (let i = 8; i < m.length - 8; i++) expect(m[6]![i]).toBe(i % 2 === 0);
    expect(m[m.length - 8]![8]).toBe(true); // the dark module
    expect(() => qrModules('x'.repeat(400))).toThrow();
  });
});
