import { describe, expect, it } from 'vitest';
import { readSeller } from './config.js';
import { gstinCheckCharacter, gstinProblem } from '../services/tax/gstin.js';
import { SAMPLE_GSTIN } from '../services/tax/seller.js';
import { stateCodeOfName } from '../services/geography/states.js';
import { stateCodeOfPin } from '../services/geography/pin-codes.js';

describe('GSTIN check', () => {
  it('accepts GSTINs whose check character is right', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', SAMPLE_GSTIN]) {
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it('refuses a wrong check character, naming the right one', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('its check character is W, but the first 14 characters give V');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses the wrong shape and unknown state codes', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPF00939F1ZV')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    const first14 = '40AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe('40 is not a GST state code');
  });
});

describe('seller settings', () => {
  it('without settings the sample seller, in Karnataka, marked as a sample', () => {
    const seller = readSeller({});
    expect(seller).toMatchObject({ gstin: SAMPLE_GSTIN, stateCode: '29', stateName: 'Karnataka', sample: true });
  });

  it('takes the state from the GSTIN and upper-cases it', () => {
    const seller = readSeller({
      SELLER_LEGAL_NAME: 'Asha Textiles LLP',
      SELLER_GSTIN: '27aapfu0939f1zv',
      SELLER_ADDRESS: '4 Linking Road, Mumbai 400050',
    });
    expect(seller).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      stateName: 'Maharashtra',
      sample: false,
    });
  });

  it('refuses a GSTIN with a wrong check character, and a partial set of settings', () => {
    const env = { SELLER_LEGAL_NAME: 'A', SELLER_GSTIN: '27AAPFU0939F1ZA', SELLER_ADDRESS: 'B' };
    expect(() => readSeller(env)).toThrow(/SELLER_GSTIN "27AAPFU0939F1ZA" is not a valid GSTIN: its check character/);
    expect(() => readSeller({ SELLER_GSTIN: '27AAPFU0939F1ZV' })).toThrow(/go together/);
  });
});

describe('delivery state to GST state code', () => {
  it('reads names as shoppers type them', () => {
    expect(stateCodeOfName('Karnataka')).toBe('29');
    expect(stateCodeOfName(' tamil nadu ')).toBe('33');
    expect(stateCodeOfName('TamilNadu')).toBe('33');
    expect(stateCodeOfName('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOfName('Orissa')).toBe('21');
    expect(stateCodeOfName('New Delhi')).toBe('07');
    expect(stateCodeOfName('MH')).toBe('27');
    expect(stateCodeOfName('Andhra Pradesh')).toBe('37');
    expect(stateCodeOfName('Atlantis')).toBeNull();
  });

  it('falls back on the PIN code, including the places that share a prefix', () => {
    expect(stateCodeOfPin('560038')).toBe('29');
    expect(stateCodeOfPin('403001')).toBe('30');
    expect(stateCodeOfPin('160017')).toBe('04');
    expect(stateCodeOfPin('834001')).toBe('20');
    expect(stateCodeOfPin('800001')).toBe('10');
    expect(stateCodeOfPin('12345')).toBeNull();
  });
});
