import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import classes from './footer.module.css';

// The footer's links are static labels — the pages behind them are not part of the shop yet.
const COLUMNS = [
  { title: 'Company', links: ['About', 'Blog', 'Careers', 'Press', 'Partners'] },
  { title: 'Customer Service', links: ['Contact Us', 'Shipping', 'Returns & Exchanges', 'Size Guide', 'FAQs'] },
  { title: 'Legal', links: ['Privacy Policy', 'Terms of Use', 'Grievance Redressal'] },
];

export function SiteFooter() {
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
              {column.links.map((label) => (
                <Text key={label} size="sm" c="gray.4">
                  {label}
                </Text>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="xl" color="dark.4" />
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6} component="address" style={{ fontStyle: 'normal' }} aria-label="Contact">
            <Group gap={8} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" c="gray.4">
                Kapda Retail Private Limited, 4th Floor, 21 Residency Road, Bengaluru, Karnataka 560025
              </Text>
            </Group>
            <Group gap={8}>
              <IconMail size={16} aria-hidden />
              <Anchor href="mailto:support@kapda.in" size="sm" c="gray.3">
                support@kapda.in
              </Anchor>
            </Group>
            <Group gap={8}>
              <IconPhone size={16} aria-hidden />
              <Anchor href="tel:+918041234567" size="sm" c="gray.3">
                +91 80 4123 4567
              </Anchor>
            </Group>
          </Stack>
          <Text size="xs" c="gray.5">
            © {new Date().getFullYear()} Kapda. All rights reserved.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
