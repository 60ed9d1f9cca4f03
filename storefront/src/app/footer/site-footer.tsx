import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useShopDetails } from '../../features/legal/api/shop-details';
import classes from './footer.module.css';
import { shopDay } from '../../lib/shop-time';

// The labels with a page behind them (the policies the law asks for) are links; the others are still
// static labels, as the spec draws them.
const PAGES: Record<string, string> = {
  Shipping: '/policies/shipping',
  'Returns & Exchanges': '/policies/returns',
  Payments: '/policies/payments',
  'Privacy Policy': '/policies/privacy',
  'Terms of Use': '/policies/terms',
  'Grievance Redressal': '/policies/grievance',
};

const COLUMNS = [
  { title: 'Company', links: ['About', 'Blog', 'Careers', 'Press', 'Partners'] },
  {
    title: 'Customer Service',
    links: ['Contact Us', 'Shipping', 'Returns & Exchanges', 'Payments', 'Size Guide', 'FAQs'],
  },
  { title: 'Legal', links: ['Privacy Policy', 'Terms of Use', 'Grievance Redressal'] },
];

export function SiteFooter() {
  const details = useShopDetails();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text className={classes.logo}>Kapda</Text>
            <Text size="sm" c="gray.4" maw={280}>
              Clothing and accessories for women and men, with free delivery on orders over ₹499.
            </Text>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text fw={700} size="sm" tt="uppercase" c="white">
                {column.title}
              </Text>
              {column.links.map((label) =>
                PAGES[label] ? (
                  <Anchor key={label} component={Link} to={PAGES[label]} size="sm" c="gray.3">
                    {label}
                  </Anchor>
                ) : (
                  <Text key={label} size="sm" c="gray.4">
                    {label}
                  </Text>
                ),
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="xl" color="dark.4" />
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} component="address" style={{ fontStyle: 'normal' }} aria-label="Contact">
            <Group gap={8} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" c="gray.4">
                {details.legalName}, {details.address}
              </Text>
            </Group>
            <Group gap={8}>
              <IconMail size={16} aria-hidden />
              <Anchor href={`mailto:${details.email}`} size="sm" c="gray.3">
                {details.email}
              </Anchor>
            </Group>
            <Group gap={8}>
              <IconPhone size={16} aria-hidden />
              <Anchor href={details.phoneHref} size="sm" c="gray.3">
                {details.phone}
              </Anchor>
            </Group>
          </Stack>
          <Text size="xs" c="gray.5">
            © {shopDay(new Date()).slice(0, 4)} {details.legalName}. All rights reserved.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
