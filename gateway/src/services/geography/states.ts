/**
 * GST state codes: the first two digits of every GSTIN and the "place of supply" on an invoice.
 * Codes 25 and 28 belong to territories that were merged or split (Daman and Diu, undivided
 * Andhra Pradesh); old registrations keep them, so they are known here, but a delivery address
 * in those places maps to today's codes (26, 37).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before 2014)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** Other ways shoppers write a state: old names, "&" spellings, the two-letter abbreviations. */
const ALIASES: Readonly<Record<string, string>> = {
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  'new delhi': '07',
  'nct of delhi': '07',
  'national capital territory of delhi': '07',
  'daman and diu': '26',
  'dadra and nagar haveli': '26',
  'andaman and nicobar': '35',
  'andhra pradesh': '37',
  jk: '01',
  hp: '02',
  pb: '03',
  ch: '04',
  uk: '05',
  ua: '05',
  hr: '06',
  dl: '07',
  rj: '08',
  up: '09',
  br: '10',
  sk: '11',
  ar: '12',
  nl: '13',
  mn: '14',
  mz: '15',
  tr: '16',
  ml: '17',
  as: '18',
  wb: '19',
  jh: '20',
  od: '21',
  or: '21',
  cg: '22',
  ct: '22',
  mp: '23',
  gj: '24',
  dd: '26',
  dn: '26',
  mh: '27',
  ka: '29',
  ga: '30',
  ld: '31',
  kl: '32',
  tn: '33',
  py: '34',
  an: '35',
  ts: '36',
  tg: '36',
  ap: '37',
  la: '38',
};

/** Lower case, "&" as "and", no punctuation or repeated spaces: "Jammu & Kashmir." → "jammu and kashmir". */
function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(the )?(state of |ut of |union territory of )/, '')
    .replace(/ (state|ut)$/, '');
}

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GST_STATES)
    .filter(([code]) => code !== '25' && code !== '28' && code !== '97')
    .map(([code, name]) => [normalise(name), code] as [string, string]),
  ...Object.entries(ALIASES),
]);

/** The GST state code of a state as a shopper typed it ("Tamil Nadu", "tamilnadu", "TN"), or null. */
export function stateCodeOfName(name: string): string | null {
  const key = normalise(name);
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/ /g, '')) ?? compactMatch(key.replace(/ /g, ''));
}

/** "tamilnadu", "westbengal": the names written without spaces. */
function compactMatch(compact: string): string | null {
  if (compact.length < 4) return null;
  for (const [name, code] of BY_NAME) if (name.replace(/ /g, '') === compact) return code;
  return null;
}

/** The state's name as an invoice prints it. */
export function stateName(code: string): string {
  return GST_STATES[code] ?? `State ${code}`;
}

/** The states and union territories an address may name today, A to Z: the address form's list. */
export const DELIVERY_STATES: readonly string[] = Object.entries(GST_STATES)
  .filter(([code]) => code !== '25' && code !== '28' && code !== '97')
  .map(([, name]) => name)
  .sort((a, b) => a.localeCompare(b, 'en'));
