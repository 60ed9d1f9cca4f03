import { NavLink, Stack, Tooltip } from '@mantine/core';
import {
  IconCirclePlus,
  IconDiscount,
  IconBuildingStore,
  IconHistory,
  IconHome,
  IconLayoutBoard,
  IconLayoutDashboard,
  IconStack2,
  IconLogout,
  IconReceiptTax,
  IconMail,
  IconMailHeart,
  IconMapPin,
  IconMessageReport,
  IconShirt,
  IconStar,
  IconArrowBackUp,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLogout } from '../lib/session/use-session';
import classes from './admin-layout.module.css';
import { useMyPermissions } from '../features/admin/api/my-permissions';

/** The back office's menu entries. */
const ENTRIES: { label: string; to: string; icon: Icon; needs: string }[] = [
  { label: 'Dashboard', to: '/admin', icon: IconLayoutDashboard, needs: 'ordersRead' },
  { label: 'Products', to: '/admin/products', icon: IconShirt, needs: 'catalogRead' },
  { label: 'Customers', to: '/admin/customers', icon: IconUsers, needs: 'customersRead' },
  { label: 'Orders', to: '/admin/orders', icon: IconTruckDelivery, needs: 'ordersRead' },
  { label: 'Delivery', to: '/admin/delivery', icon: IconMapPin, needs: 'settings' },
  { label: 'GST', to: '/admin/gst', icon: IconReceiptTax, needs: 'gstReports' },
  { label: 'AddProducts', to: '/admin/product/create', icon: IconCirclePlus, needs: 'catalogManage' },
  { label: 'Mailbox', to: '/admin/mailbox', icon: IconMail, needs: 'mailbox' },
  { label: 'Reviews', to: '/admin/reviews', icon: IconStar, needs: 'reviewsModerate' },
  { label: 'Coupons', to: '/admin/coupons', icon: IconDiscount, needs: 'merchandising' },
  { label: 'Home page', to: '/admin/home', icon: IconLayoutBoard, needs: 'merchandising' },
  { label: 'Collections', to: '/admin/collections', icon: IconStack2, needs: 'merchandising' },
  { label: 'Returns', to: '/admin/returns', icon: IconArrowBackUp, needs: 'returns' },
  { label: 'Subscribers', to: '/admin/subscribers', icon: IconMailHeart, needs: 'customersRead' },
  { label: 'Shop details', to: '/admin/shop-details', icon: IconBuildingStore, needs: 'settings' },
  { label: 'Grievances', to: '/admin/grievances', icon: IconMessageReport, needs: 'grievances' },
  { label: 'Staff', to: '/admin/staff', icon: IconUserShield, needs: 'staff' },
  { label: 'Audit log', to: '/admin/audit', icon: IconHistory, needs: 'auditRead' },
];

/** The first back-office page a role may open (the dashboard needs `ordersRead`); null: none. */
export function firstPageFor(permissions: ReadonlySet<string>): string | null {
  return ENTRIES.find((e) => permissions.has(e.needs))?.to ?? null;
}

/** A menu entry; collapsed, only its icon shows and the label becomes a tooltip (and the name). */
function Entry(props: {
  label: string;
  icon: Icon;
  collapsed: boolean;
  active?: boolean;
  onClick?: () => void;
  to?: string;
}) {
  const { label, icon: Glyph, collapsed, active, onClick, to } = props;
  const common = {
    className: classes.link,
    label: collapsed ? null : label,
    'aria-label': label,
    leftSection: <Glyph size={22} stroke={1.6} />,
    active,
    onClick,
    variant: 'filled' as const,
    py: 'sm',
  };
  const link = to ? (
    <NavLink component={RouterLink} to={to} {...common} />
  ) : (
    <NavLink component="button" type="button" {...common} />
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

/** The side panel's entries: the back office's pages, then Go To Home and Account (logs out). */
export function AdminNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const logout = useLogout();
  // Entries the role cannot use are hidden (the server refuses them anyway); all show while loading.
  const permissions = useMyPermissions();
  const isActive = (to: string) =>
    to === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(to);
  return (
    <Stack justify="space-between" mih="100%" gap="xs">
      <Stack gap={4} component="nav" aria-label="Back office">
        {ENTRIES.filter((e) => !permissions || permissions.has(e.needs)).map((e) => (
          <Entry key={e.to} {...e} collapsed={collapsed} active={isActive(e.to)} onClick={onNavigate} />
        ))}
      </Stack>
      <Stack gap={4}>
        <Entry label="Go To Home" to="/" icon={IconHome} collapsed={collapsed} />
        <Entry label="Account" icon={IconLogout} collapsed={collapsed} onClick={() => void logout()} />
      </Stack>
    </Stack>
  );
}
