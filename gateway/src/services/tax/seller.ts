import { gstinState } from './gstin.js';
import { stateName } from '../geography/states.js';

/** Who sells: printed on every invoice and credit note, and whose state decides CGST+SGST or IGST. */
export interface Seller {
  legalName: string;
  gstin: string;
  /** The registered place of business, as printed (lines separated by newlines or commas). */
  address: string;
  /** From the GSTIN's first two digits. */
  stateCode: string;
  stateName: string;
  /** True for the demo shop's sample GSTIN: its documents say they are not valid tax invoices. */
  sample: boolean;
}

/**
 * The demo shop's seller. The GSTIN is well formed (its check character is right) but made up,
 * so every document that carries it is marked as a sample.
 */
export const SAMPLE_GSTIN = '29AAHCK1234M1ZA';

export const SAMPLE_SELLER_FIELDS = {
  legalName: 'Kapda Retail Private Limited (sample)',
  gstin: SAMPLE_GSTIN,
  // The same address as the shop's footer gives for contact.
  address: '4th Floor, 21 Residency Road, Bengaluru, Karnataka 560025',
} as const;

/** The seller from its three settings (already checked); the state follows from the GSTIN. */
export function sellerOf(fields: { legalName: string; gstin: string; address: string }): Seller {
  const stateCode = gstinState(fields.gstin);
  return { ...fields, stateCode, stateName: stateName(stateCode), sample: fields.gstin === SAMPLE_GSTIN };
}

export const SAMPLE_SELLER: Seller = sellerOf(SAMPLE_SELLER_FIELDS);

/** What documents of a sample seller say, so nobody files or claims credit with one. */
export const SAMPLE_MARK = 'SAMPLE — not a valid tax invoice';
