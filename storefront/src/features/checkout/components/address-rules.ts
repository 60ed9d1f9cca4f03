import type { AddressInput } from '../../../graphql/graphql';

// Every address field is required, the PIN code is a number and the mobile number
// is exactly 10 digits. The gateway checks the same again; these only decide what the form shows.

/** The form's values: the API's AddressInput, so a field added there shows up here. */
export type AddressValues = { [K in keyof AddressInput]-?: string };

export type AddressField = keyof AddressValues;

export const EMPTY_ADDRESS: AddressValues = {
  zipCode: '',
  firstName: '',
  lastName: '',
  streetAddress: '',
  landmark: '',
  city: '',
  state: '',
  mobile: '',
  addressType: 'HOME',
};

/** Fields a shopper may leave empty. */
const OPTIONAL: ReadonlySet<AddressField> = new Set(['landmark']);

/** A saved address as the form holds it. */
export function addressValuesOf(a: Partial<Record<AddressField, string | null | undefined>>): AddressValues {
  const out = { ...EMPTY_ADDRESS };
  for (const k of Object.keys(EMPTY_ADDRESS) as AddressField[]) out[k] = a[k] ?? EMPTY_ADDRESS[k];
  return out;
}

/**
 * The state's message when the PIN code lies elsewhere (the gateway says the same), or null.
 * `states` are the states the PIN code may lie in (from the delivery check); empty when unknown.
 */
export function pinStateError(zipCode: string, state: string, states: readonly string[]): string | null {
  if (!state || !states.length || states.includes(state)) return null;
  return `PIN code ${zipCode} is in ${states.join(' or ')}, not ${state}`;
}

/** The shop's sentence for a mobile number that is not 10 digits, the same on every screen. */
const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number';

export const MOBILE_LENGTH = 10;

const isValidMobile = (mobile: string) => /^\d{10}$/.test(mobile);

/**
 * The mobile number's message, or null. Not while the first digits are being typed: only once
 * the field was left, or a non-digit was typed, or ten characters are not ten digits.
 */
export function mobileError(mobile: string, left: boolean): string | null {
  if (mobile === '' || isValidMobile(mobile)) return null;
  if (left || /\D/.test(mobile) || mobile.length >= MOBILE_LENGTH) return MOBILE_MESSAGE;
  return null;
}

/** "Deliver Here" is enabled only when this holds. */
export function isComplete(values: AddressValues): boolean {
  const filled = (Object.keys(values) as AddressField[]).every((k) => OPTIONAL.has(k) || values[k].trim() !== '');
  return filled && /^\d{6}$/.test(values.zipCode) && isValidMobile(values.mobile);
}

/** What is sent: surrounding spaces trimmed. */
export function toAddressInput(values: AddressValues): AddressValues {
  const out = { ...values };
  for (const k of Object.keys(out) as AddressField[]) out[k] = out[k].trim();
  return out;
}
