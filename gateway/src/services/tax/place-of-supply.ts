import type { Seller } from './seller.js';
import { stateCodeOfPin } from '../geography/pin-codes.js';
import { stateCodeOfName, stateName } from '../geography/states.js';
import { logger } from '../../telemetry/logger.js';

/** Where goods are supplied, for GST: the state where the delivery ends. */
export interface PlaceOfSupply {
  code: string;
  name: string;
  /** Same state as the seller: CGST + SGST; another state: IGST. */
  intraState: boolean;
}

/**
 * The place of supply of a delivery: the state of its address, read from the state the shopper
 * typed, else from the PIN code. An address neither can place is taken to be in the seller's own
 * state (the tax is the same total either way; only its split differs), and said so in the log.
 */
export function placeOfSupply(address: { state: string; zipCode: string }, seller: Seller): PlaceOfSupply {
  let code = stateCodeOfName(address.state) ?? stateCodeOfPin(address.zipCode);
  if (!code) {
    logger.warn(
      { component: 'tax' },
      `neither the delivery state "${address.state.slice(0, 40)}" nor its PIN code names a GST state; taken as the seller's`,
    );
    code = seller.stateCode;
  }
  return { code, name: stateName(code), intraState: code === seller.stateCode };
}
