/**
 * The state a PIN code lies in, from its first digits (India Post's postal circles). Used only
 * when the state a shopper typed cannot be read: the PIN is checked digits, the state free text.
 * Three-digit prefixes first, for the places that share a two-digit prefix with a neighbour.
 */
const BY_THREE: Readonly<Record<string, string>> = {
  '160': '04', // Chandigarh
  '194': '38', // Ladakh
  '246': '05',
  '247': '05',
  '248': '05',
  '249': '05',
  '262': '05',
  '263': '05', // Uttarakhand
  '396': '26', // Dadra and Nagar Haveli and Daman and Diu (shares 396 with south Gujarat)
  '403': '30', // Goa
  '605': '34', // Puducherry
  '737': '11', // Sikkim
  '744': '35', // Andaman and Nicobar Islands
  '790': '12',
  '791': '12',
  '792': '12', // Arunachal Pradesh
  '793': '17',
  '794': '17', // Meghalaya
  '795': '14', // Manipur
  '796': '15', // Mizoram
  '797': '13',
  '798': '13', // Nagaland
  '799': '16', // Tripura
  '813': '20',
  '814': '20',
  '815': '20',
  '816': '20',
  '825': '20',
  '826': '20',
  '827': '20',
  '828': '20',
  '829': '20',
  '830': '20',
  '831': '20',
  '832': '20',
  '833': '20',
  '834': '20',
  '835': '20', // Jharkhand
};

/** Two-digit prefixes that name one state (where a three-digit one above does not say otherwise). */
const BY_TWO: Readonly<Record<string, string>> = {
  '11': '07',
  '12': '06',
  '13': '06',
  '14': '03',
  '15': '03',
  '16': '03',
  '17': '02',
  '18': '01',
  '19': '01',
  '20': '09',
  '21': '09',
  '22': '09',
  '23': '09',
  '24': '09',
  '25': '09',
  '26': '09',
  '27': '09',
  '28': '09',
  '30': '08',
  '31': '08',
  '32': '08',
  '33': '08',
  '34': '08',
  '36': '24',
  '37': '24',
  '38': '24',
  '39': '24',
  '40': '27',
  '41': '27',
  '42': '27',
  '43': '27',
  '44': '27',
  '45': '23',
  '46': '23',
  '47': '23',
  '48': '23',
  '49': '22',
  '50': '36',
  '51': '37',
  '52': '37',
  '53': '37',
  '56': '29',
  '57': '29',
  '58': '29',
  '59': '29',
  '60': '33',
  '61': '33',
  '62': '33',
  '63': '33',
  '64': '33',
  '67': '32',
  '68': '32',
  '69': '32',
  '70': '19',
  '71': '19',
  '72': '19',
  '73': '19',
  '74': '19',
  '75': '21',
  '76': '21',
  '77': '21',
  '78': '18',
  '80': '10',
  '81': '10',
  '82': '10',
  '83': '10',
  '84': '10',
  '85': '10',
};

/** The GST state code of a six-digit PIN code, or null when it is not one or its prefix is shared. */
export function stateCodeOfPin(pin: string): string | null {
  const digits = pin.replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) return null;
  return BY_THREE[digits.slice(0, 3)] ?? BY_TWO[digits.slice(0, 2)] ?? null;
}
