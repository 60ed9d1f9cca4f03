/** Who the shop is, as the footer and the policy pages print it. */
export interface ShopDetails {
  tradeName: string;
  legalName: string;
  gstin: string;
  address: string;
  email: string;
  phone: string;
  phoneHref: string;
  careHours: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  returnWindowDays: number;
  /** When the delivery charge comes back with a return, in words (the gateway's rule). */
  returnDeliveryRefund: string;
  deliveryDays: number;
  freeDeliveryOverRupees: number;
}

/**
 * Who the shop is, as the Consumer Protection (E-Commerce) Rules, 2020 ask a seller to say: legal
 * name, address, customer care and the grievance officer. The owner sets these in the back office
 * (the shopDetails query); these are the defaults, shown until the query answers.
 */
const SHOP_DETAILS: ShopDetails = {
  tradeName: 'Kapda',
  legalName: 'Kapda Retail Private Limited',
  gstin: '29AAHCK1234M1ZA',
  address: '4th Floor, 21 Residency Road, Bengaluru, Karnataka 560025',
  email: 'support@kapda.in',
  phone: '+91 80 4123 4567',
  phoneHref: 'tel:+918041234567',
  careHours: '10 am to 7 pm India time, Monday to Saturday',
  grievanceOfficer: {
    name: 'Ananya Rao',
    designation: 'Grievance Officer',
    email: 'grievance@kapda.in',
    phone: '+91 80 4123 4568',
  },
  /** A delivered order may be returned for this many days (the gateway's RETURN_WINDOW_DAYS default). */
  returnWindowDays: 7,
  returnDeliveryRefund:
    'The delivery charge is refunded when the whole order comes back, or when an item was damaged, defective or not as shown.',
  /** The delivery promise the order pages make: a week after ordering. */
  deliveryDays: 7,
  freeDeliveryOverRupees: 499,
};

/** The shopDetails query's answer as the pages print it (the defaults for what it leaves out). */
export interface SavedShopDetails {
  legalName: string;
  gstin: string;
  address: string;
  careEmail: string;
  carePhone: string;
  careHours: string;
  grievanceName: string;
  grievanceDesignation: string;
  grievanceEmail: string;
  grievancePhone: string;
}

/** The shop's return settings, as the gateway answers them beside its details. */
interface ReturnTerms {
  returnWindowDays?: number | null;
  returnDeliveryRefundRule?: string | null;
}

export function shopDetailsFrom(saved: SavedShopDetails | null | undefined, terms: ReturnTerms = {}): ShopDetails {
  const base: ShopDetails = {
    ...SHOP_DETAILS,
    returnWindowDays: terms.returnWindowDays ?? SHOP_DETAILS.returnWindowDays,
    returnDeliveryRefund: terms.returnDeliveryRefundRule ?? SHOP_DETAILS.returnDeliveryRefund,
  };
  if (!saved) return base;
  return {
    ...base,
    legalName: saved.legalName,
    gstin: saved.gstin,
    address: saved.address,
    email: saved.careEmail,
    phone: saved.carePhone,
    phoneHref: `tel:+${saved.carePhone.replace(/\D/g, '')}`,
    careHours: saved.careHours,
    grievanceOfficer: {
      name: saved.grievanceName,
      designation: saved.grievanceDesignation,
      email: saved.grievanceEmail,
      phone: saved.grievancePhone,
    },
  };
}
