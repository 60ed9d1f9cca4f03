import { Container } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useShopDetails } from '../../features/legal/api/shop-details';
import classes from './footer.module.css';
import { shopDay } from '../../lib/shop-time';

// Every label is a link to its page: the help pages, and the policies the law asks for.
const PAGES: Record<string, string> = {
  'About Us': '/pages/about',
  'Our Stores': '/pages/stores',
  'Contact Us': '/pages/contact',
  Shipping: '/policies/shipping',
  'Returns & Exchanges': '/policies/returns',
  Payments: '/policies/payments',
  'Size Guide': '/pages/size-guide',
  FAQs: '/pages/faqs',
  'Privacy Policy': '/policies/privacy',
  'Terms of Use': '/policies/terms',
  'Grievance Redressal': '/policies/grievance',
};

const COLUMNS = [
  { title: 'Company', links: ['About Us', 'Our Stores'] },
  {
    title: 'Customer Service',
    links: ['Contact Us', 'Shipping', 'Returns & Exchanges', 'Payments', 'Size Guide', 'FAQs'],
  },
  { title: 'Legal', links: ['Privacy Policy', 'Terms of Use', 'Grievance Redressal'] },
];

/**
 * The footer of every shop page. Plain elements with the footer's own classes (the look of Mantine's
 * SimpleGrid, Stack, Text and Anchor), as every page draws it on the server (decision 056).
 */
export function SiteFooter() {
  const details = useShopDetails();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <div className={classes.columns}>
          <div className={classes.column}>
            <p className={classes.logo}>Kapda</p>
            <p className={classes.blurb}>
              Clothing and accessories for women and men, with free delivery on orders over ₹499.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <div key={column.title} className={classes.column}>
              <p className={classes.heading}>{column.title}</p>
              {column.links.map((label) => (
                <Link key={label} to={PAGES[label]!} className={`mantine-focus-auto ${classes.link}`}>
                  {label}
                </Link>
              ))}
            </div>
          ))}
        </div>
        <hr className={classes.rule} />
        <div className={classes.bottom}>
          <address className={classes.contact} aria-label="Contact">
            <span className={classes.contactLine}>
              <IconMapPin size={16} aria-hidden />
              <span>
                {details.legalName}, {details.address}
              </span>
            </span>
            <span className={classes.contactLine}>
              <IconMail size={16} aria-hidden />
              <a href={`mailto:${details.email}`} className={`mantine-focus-auto ${classes.link}`}>
                {details.email}
              </a>
            </span>
            <span className={classes.contactLine}>
              <IconPhone size={16} aria-hidden />
              <a href={details.phoneHref} className={`mantine-focus-auto ${classes.link}`}>
                {details.phone}
              </a>
            </span>
          </address>
          <p className={classes.copyright}>
            © {shopDay(new Date()).slice(0, 4)} {details.legalName}. All rights reserved.
          </p>
        </div>
      </Container>
    </footer>
  );
}
