/**
 * The state a PIN code lies in, from its first digits. India Post's PIN zones: the first digit is
 * the region, the first two the postal circle (mostly one state: 11 Delhi, 40–44 Maharashtra,
 * 56–59 Karnataka …), the first three the sorting district, which names the states and union
 * territories a circle serves besides its own (403 Goa in the Maharashtra circle, 737 Sikkim in
 * West Bengal's, 744 Andaman and Nicobar). Three-digit prefixes first, then two-digit ones.
 * A sorting district that crosses a state border (SHARED below) lies in each of its states.
 */
const BY_THREE: Readonly<Record<string, string>> = {
  '160': '04', // Chandigarh
  '194': '38', // Ladakh
  '244': '09', // Moradabad (UP); Kashipur and Ramnagar are in Uttarakhand (SHARED)
  '246': '05',
  '247': '09', // Saharanpur (UP); Roorkee is in Uttarakhand (SHARED)
  '248': '05',
  '249': '05',
  '262': '09', // Pilibhit, Lakhimpur (UP); Pithoragarh and Udham Singh Nagar in Uttarakhand (SHARED)
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
  '822': '20', // Palamu, Garhwa, Latehar (Jharkhand) in Bihar's 82
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

/**
 * Sorting districts whose PIN codes lie in more than one state: the other states besides the one
 * above. An address there may name any of them (and the invoice follows the state it names).
 */
const SHARED: Readonly<Record<string, readonly string[]>> = {
  '160': ['03'], // Chandigarh's 160 also serves Mohali (Punjab)
  '194': ['01'], // Ladakh, part of Jammu and Kashmir until 2019: older addresses still say so
  '244': ['05'],
  '246': ['09'], // Bijnor (UP) beside Pauri (Uttarakhand)
  '247': ['05'],
  '262': ['05'],
  '362': ['26'], // Diu (Dadra and Nagar Haveli and Daman and Diu) in Junagadh's 362 (Gujarat)
  '396': ['24'], // Valsad and Vapi (Gujarat) beside Daman and Silvassa
  '507': ['37'], // Khammam (Telangana) and the mandals moved to Andhra Pradesh in 2014
  '533': ['34'], // Yanam (Puducherry) inside East Godavari (Andhra Pradesh)
  '605': ['33'], // Villupuram and Cuddalore (Tamil Nadu) beside Puducherry
  '609': ['34'], // Karaikal (Puducherry) inside Tamil Nadu's 609
  '673': ['34'], // Mahe (Puducherry) inside Kozhikode's 673 (Kerala)
  '682': ['31'], // Lakshadweep's 682555–682559 inside Ernakulam's 682 (Kerala)
  '813': ['10'], // Banka and Bhagalpur (Bihar) beside Jharkhand's Santhal Parganas
  '814': ['10'],
  '815': ['10'],
  '816': ['10'],
};

/**
 * The GST state code of a six-digit PIN code (for a shared sorting district, the state named
 * first), or null when it is not one.
 */
export function stateCodeOfPin(pin: string): string | null {
  return statesOfPin(pin)[0] ?? null;
}

/** Every GST state code a six-digit PIN code may lie in: one, several for a shared sorting district, none when it is not one. */
export function statesOfPin(pin: string): string[] {
  const digits = pin.replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) return [];
  const three = digits.slice(0, 3);
  const first = BY_THREE[three] ?? BY_TWO[digits.slice(0, 2)];
  return first ? [first, ...(SHARED[three] ?? [])] : [];
}

/**
 * The city of the PIN codes the shop can name without a full PIN directory: the metros' head
 * sorting offices, by their first four or three digits (4000 and 4001 are Mumbai; 4006 is Thane).
 * Elsewhere the shopper types the city; these only fill the form and can be corrected.
 */
const CITIES: Readonly<Record<string, string>> = {
  '110': 'Delhi',
  '4000': 'Mumbai',
  '4001': 'Mumbai',
  '411': 'Pune',
  '560': 'Bengaluru',
  '600': 'Chennai',
  '700': 'Kolkata',
  '500': 'Hyderabad',
  '380': 'Ahmedabad',
  '302': 'Jaipur',
  '226': 'Lucknow',
};

/** The city a PIN code lies in when the shop knows it (see CITIES), else null. */
export function cityOfPin(pin: string): string | null {
  const digits = pin.trim();
  if (!/^[1-9]\d{5}$/.test(digits)) return null;
  return CITIES[digits.slice(0, 4)] ?? CITIES[digits.slice(0, 3)] ?? null;
}
