import type { ShopDetails } from '../../lib/shop-details';
import type { Policy } from './policy-types';

export const TERMS = (S: ShopDetails): Policy => ({
  slug: 'terms',
  title: 'Terms of Use',
  description: `The terms on which ${S.legalName} sells through ${S.tradeName}.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${S.tradeName} is run by ${S.legalName}, ${S.address} (GSTIN ${S.gstin}). Customer care: ${S.email}, ${S.phone}, ${S.careHours}.`,
      ],
    },
    {
      heading: 'Orders',
      paragraphs: [
        'An order is a contract once it is paid. Prices, discounts and the total, GST included, are shown before you pay; the seller of each item is named on its page.',
        'Returns, refunds, delivery and payment follow the policies linked below, which are part of these terms.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password to yourself. Reviews you write must be your own experience of the product; we may hide reviews that break the law or these terms, and say so.',
      ],
    },
    {
      heading: 'Complaints and law',
      paragraphs: [
        `Complaints go to our Grievance Officer (see Grievance Redressal). These terms follow the laws of India, including the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020; courts at Bengaluru have jurisdiction, without taking away your right to approach a consumer commission.`,
      ],
    },
  ],
});

export const PRIVACY = (S: ShopDetails): Policy => ({
  slug: 'privacy',
  title: 'Privacy Policy',
  description: `What personal data ${S.legalName} keeps, why, for how long, and your rights under the DPDP Act, 2023.`,
  sections: [
    {
      heading: 'What we keep and why',
      paragraphs: [
        'Your name, email, password (as a one-way hash), delivery addresses and mobile number, your orders and payments (never card details), and the reviews you write. We use them to deliver your orders, issue GST invoices, answer you, and keep your account safe.',
      ],
    },
    {
      heading: 'Who else sees it',
      paragraphs: [
        'Our payment partner (to take payments and refunds), our delivery partners (your name, address and mobile number) and, when the law asks, the authorities. We do not sell your data.',
      ],
    },
    {
      heading: 'How long',
      paragraphs: [
        'Account data while your account is active; orders and invoices for eight years, as tax law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under the Digital Personal Data Protection Act, 2023 you may ask for a summary of your data, its correction or its erasure, withdraw consent, and nominate someone to act for you. Write to ${S.grievanceOfficer.name}, ${S.grievanceOfficer.designation}, at ${S.grievanceOfficer.email}. If we do not resolve your complaint you may approach the Data Protection Board of India.`,
      ],
    },
  ],
});

export const GRIEVANCE = (S: ShopDetails): Policy => ({
  slug: 'grievance',
  title: 'Grievance Redressal',
  description: `Our Grievance Officer, ${S.grievanceOfficer.name}: acknowledgement within 48 hours, redress within one month.`,
  sections: [
    {
      heading: 'Grievance Officer',
      paragraphs: [
        `${S.grievanceOfficer.name}, ${S.grievanceOfficer.designation}, ${S.legalName}, ${S.address}. Email ${S.grievanceOfficer.email}, phone ${S.grievanceOfficer.phone}.`,
      ],
    },
    {
      heading: 'How we handle a complaint',
      paragraphs: [
        'Write with your name, your order number (#XXXXXXXX) if it is about an order, and what went wrong. We acknowledge every complaint within 48 hours with a reference, and resolve it within one month of receiving it.',
        `For everyday questions, customer care answers faster: ${S.email}, ${S.phone}, ${S.careHours}.`,
      ],
    },
    {
      heading: 'If you are not satisfied',
      paragraphs: [
        'You may approach the National Consumer Helpline (1915, consumerhelpline.gov.in) or a consumer commission under the Consumer Protection Act, 2019.',
      ],
    },
  ],
});
