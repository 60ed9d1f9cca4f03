import {
  IconBell,
  IconCreditCard,
  IconHeart,
  IconMapPin,
  IconMessage,
  IconPackage,
  IconStar,
  IconUserCircle,
} from '@tabler/icons-react';

// The account area's side menu; My Orders and Address Book lead out of the account area.
export const ACCOUNT_MENU = [
  { label: 'My Orders', to: '/account/order', icon: IconPackage },
  { label: 'My Wish List', to: '/profile/wishlist', icon: IconHeart },
  { label: 'Address Book', to: '/checkout?step=2', icon: IconMapPin },
  { label: 'Account Information', to: '/profile/', icon: IconUserCircle },
  { label: 'My Product Reviews', to: '/profile/reviews', icon: IconMessage },
  { label: 'My Product Rating', to: '/profile/ratings', icon: IconStar },
  { label: 'My Payment Methods', to: '/profile/payment', icon: IconCreditCard },
  { label: 'My Subscriptions', to: '/profile/subscription', icon: IconBell },
];

const normalise = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** Whether a menu entry is the page being shown (/profile and /profile/ are the same page). */
export function isCurrent(to: string, pathname: string): boolean {
  return normalise(to) === normalise(pathname);
}
