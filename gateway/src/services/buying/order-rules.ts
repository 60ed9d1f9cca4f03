import { invalidInput } from '../errors.js';
import { statesOfPin } from '../geography/pin-codes.js';
import { stateCodeOfName, stateName } from '../geography/states.js';
import type { Unchecked } from '../accounts/account-rules.js';

/** A line as a shopper reads it in a message: the product's title and its size. */
export const lineName = (title: string, size: string) => `${title} (${size})`;

/** A delivery address as the shopper types it (every field required; checked by checkAddress). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  mobile: string;
  /** Near what, for the courier; optional (empty when none). */
  landmark?: string;
  /** HOME or WORK; optional (HOME). */
  addressType?: AddressType;
}

type AddressType = 'HOME' | 'WORK';

/** The columns an order keeps its address snapshot in (so a later address change leaves it alone). */
export interface ShippingSnapshot {
  shipFirstName: string;
  shipLastName: string;
  shipStreetAddress: string;
  shipCity: string;
  shipState: string;
  shipZipCode: string;
  shipMobile: string;
}

/** The Prisma selection of that snapshot, for callers that load only what they show. */
export const shippingSnapshotSelect = {
  shipFirstName: true,
  shipLastName: true,
  shipStreetAddress: true,
  shipCity: true,
  shipState: true,
  shipZipCode: true,
  shipMobile: true,
} as const;

/** An order's delivery address, read back from its snapshot: the same for GraphQL and REST. */
export function shippingAddressOf(o: ShippingSnapshot): AddressFields {
  return {
    firstName: o.shipFirstName,
    lastName: o.shipLastName,
    streetAddress: o.shipStreetAddress,
    city: o.shipCity,
    state: o.shipState,
    zipCode: o.shipZipCode,
    mobile: o.shipMobile,
  };
}

/**
 * What the shopper pays for an order: the goods after discount plus the delivery charge it was
 * placed with, plus the cash-on-delivery fee of a COD order.
 */
export function amountDue(order: { totalDiscountedPrice: number; deliveryCharge: number; codFee: number }): number {
  return order.totalDiscountedPrice + order.deliveryCharge + order.codFee;
}

/** What a shopper reads under a mobile number that is not 10 digits, in the words they know. */
type RequiredField = Exclude<keyof AddressFields, 'landmark' | 'addressType'>;

const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number';
const ZIP_MESSAGE = 'Please enter a valid PIN code (digits only)';

const labels: Record<RequiredField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  streetAddress: 'Address',
  city: 'City/Town',
  state: 'State/Region',
  zipCode: 'Zip/PIN code',
  mobile: 'Mobile number',
};

const maxLength: Record<RequiredField, number> = {
  firstName: 100,
  lastName: 100,
  streetAddress: 500,
  city: 100,
  state: 100,
  zipCode: 10,
  mobile: 10,
};

/**
 * Checks an address: every field required, mobile exactly 10 digits, PIN digits only.
 * The first wrong field is named in the error's `field`, so a form can mark it.
 */
export function checkAddress(input: Unchecked<AddressFields> | null | undefined): AddressFields {
  if (!input || typeof input !== 'object') throw invalidInput('The delivery address is required', 'address');
  const out = {} as AddressFields;
  for (const field of Object.keys(labels) as (keyof typeof labels)[]) {
    const raw = input[field];
    // PIN and mobile may arrive as JSON numbers from the spec's number inputs.
    const value = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      throw invalidInput(`${labels[field]} is required`, field);
    }
    if (typeof value !== 'string') throw invalidInput(`${labels[field]} must be text`, field);
    const text = value.trim();
    if (field === 'mobile' && !/^\d{10}$/.test(text)) throw invalidInput(MOBILE_MESSAGE, field);
    if (field === 'zipCode' && !/^\d{1,10}$/.test(text)) throw invalidInput(ZIP_MESSAGE, field);
    if (text.length > maxLength[field]) {
      throw invalidInput(`${labels[field]} is too long (at most ${maxLength[field]} characters)`, field);
    }
    out[field] = text;
  }
  checkPinAgainstState(out);
  const landmark = input.landmark;
  if (landmark !== undefined && landmark !== null) {
    if (typeof landmark !== 'string') throw invalidInput('Landmark must be text', 'landmark');
    if (landmark.trim().length > 200) throw invalidInput('Landmark is too long (at most 200 characters)', 'landmark');
    out.landmark = landmark.trim();
  }
  const type = input.addressType;
  if (type !== undefined && type !== null && type !== '') {
    if (type !== 'HOME' && type !== 'WORK') throw invalidInput('Address type is Home or Work', 'addressType');
    out.addressType = type;
  }
  return out;
}

/** The street an order keeps: the landmark on a line of its own, so the courier's label prints it. */
export function streetWithLandmark(address: AddressFields): string {
  return address.landmark ? `${address.streetAddress}\nLandmark: ${address.landmark}` : address.streetAddress;
}

/**
 * The state decides GST's place of supply, so it must be a state or union territory, and the
 * one the PIN code lies in (any of them for a PIN whose sorting district crosses a border). A PIN
 * code no state claims is left to the delivery check, which says there is no such PIN code.
 */
function checkPinAgainstState(address: AddressFields): void {
  const code = stateCodeOfName(address.state);
  if (!code) {
    throw invalidInput(
      `State "${address.state.slice(0, 40)}" is not a state or union territory of India: choose one from the list`,
      'state',
    );
  }
  const states = statesOfPin(address.zipCode);
  if (states.length && !states.includes(code)) {
    const where = states.map(stateName).join(' or ');
    throw invalidInput(`PIN code ${address.zipCode} is in ${where}, not ${stateName(code)}`, 'state');
  }
}

/** An optional idempotency key: 1 to 200 printable characters. */
export function checkIdempotencyKey(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 200 || !/^[\x21-\x7e]+$/.test(value)) {
    throw invalidInput('The idempotency key must be 1 to 200 printable characters without spaces', 'idempotencyKey');
  }
  return value;
}
