/**
 * Who the shop is, as the Consumer Protection (E-Commerce) Rules, 2020 ask a seller to say: legal
 * name, address, customer care and the grievance officer. Written once here for the footer and the
 * policy pages; the tax documents print the gateway's seller settings (SELLER_*), whose sample
 * default is the same company at the same address.
 */
export const SHOP_DETAILS = {
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
  /** The delivery promise the order pages make: a week after ordering. */
  deliveryDays: 7,
  freeDeliveryOverRupees: 499,
} as const;
