import { describe, expect, it } from 'vitest';
import { printableText } from './pdf-text.js';

describe('text a PDF font can print', () => {
  it('drops emoji, their joiners, skin tones and variation selectors, and the spaces they leave', () => {
    expect(printableText('Asha 🌸 Verma')).toBe('Asha Verma');
    expect(printableText('12 MG Road 🏠, near the temple 🛕👍🏽')).toBe('12 MG Road, near the temple');
    expect(printableText('Flat 4 👨‍👩‍👧 ❤️\nBengaluru ✨')).toBe('Flat 4\nBengaluru');
  });

  it('keeps Latin, Devanagari (joiners inside it too), the rupee sign and common punctuation', () => {
    expect(printableText('राम गली, क्‍ष — ₹599 “Café”')).toBe('राम गली, क्‍ष — ₹599 “Café”');
    expect(printableText('No change  here ')).toBe('No change  here ');
  });

  it('spells out symbols used for words, and asks the font when it knows its coverage', () => {
    expect(printableText('№ 7 📞 98765')).toBe('No. 7 Ph. 98765');
    expect(printableText('abc★d', (cp) => cp !== 0x62)).toBe('ac★d');
  });
});
