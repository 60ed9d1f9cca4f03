import { useEffect, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useAdminShopDetails, useUpdateShopDetails } from '../api/shop-details';
import { AdminPageHeader } from './admin-page-header';

type Key =
  | 'legalName'
  | 'gstin'
  | 'address'
  | 'careEmail'
  | 'carePhone'
  | 'careHours'
  | 'grievanceName'
  | 'grievanceDesignation'
  | 'grievanceEmail'
  | 'grievancePhone';

type Details = Record<Key, string>;

const SELLER: { key: Key; label: string; long?: boolean }[] = [
  { key: 'legalName', label: 'Legal name' },
  { key: 'gstin', label: 'GSTIN' },
  { key: 'address', label: 'Registered address', long: true },
];
const CARE: { key: Key; label: string }[] = [
  { key: 'careEmail', label: 'Customer care e-mail' },
  { key: 'carePhone', label: 'Customer care phone' },
  { key: 'careHours', label: 'Customer care hours' },
];
const OFFICER: { key: Key; label: string }[] = [
  { key: 'grievanceName', label: 'Grievance officer’s name' },
  { key: 'grievanceDesignation', label: 'Designation' },
  { key: 'grievanceEmail', label: 'Grievance officer’s e-mail' },
  { key: 'grievancePhone', label: 'Grievance officer’s phone' },
];

const pick = (d: Details): Details => ({
  legalName: d.legalName,
  gstin: d.gstin,
  address: d.address,
  careEmail: d.careEmail,
  carePhone: d.carePhone,
  careHours: d.careHours,
  grievanceName: d.grievanceName,
  grievanceDesignation: d.grievanceDesignation,
  grievanceEmail: d.grievanceEmail,
  grievancePhone: d.grievancePhone,
});

/** The details form: every wrong field is named under it; saved, the shop's pages and new invoices use them. */
function ShopDetailsForm({ details }: { details: Details }) {
  const [values, setValues] = useState<Details>(pick(details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, { loading }] = useUpdateShopDetails();
  useEffect(() => setValues(pick(details)), [details]);

  const field = (key: Key, label: string, long = false) => {
    const common = {
      label,
      value: values[key],
      error: errors[key],
      required: true,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        // Read now: the event's target is gone by the time React runs the update.
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      },
    };
    return long ? <Textarea key={key} {...common} rows={2} /> : <TextInput key={key} {...common} />;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      await save({ variables: { input: values } });
      setMessage('Saved. The shop’s pages and mails show them now; new invoices name this seller.');
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error) });
    }
  };

  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Shop details" noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The law asks an online seller to show these (Consumer Protection (E-Commerce) Rules, 2020). The footer, the
          policy pages, the mails and new invoices print them; invoices already issued keep what they say.
        </Text>
        <Title order={2} fz="md">
          Seller
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SELLER.filter((f) => !f.long).map((f) => field(f.key, f.label))}
        </SimpleGrid>
        {field('address', 'Registered address', true)}
        <Title order={2} fz="md">
          Customer care
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{CARE.map((f) => field(f.key, f.label))}</SimpleGrid>
        <Title order={2} fz="md">
          Grievance officer
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{OFFICER.map((f) => field(f.key, f.label))}</SimpleGrid>
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        {message && (
          <Text c="teal.9" size="sm" role="status">
            {message}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Shop details: who the shop is, set once by the owner. */
export function ShopDetailsPage() {
  const { data, error } = useAdminShopDetails();
  return (
    <>
      <AdminPageHeader title="Shop details" error={error ? errorMessage(error) : null} />
      <Stack gap="lg" maw={820}>
        {data ? <ShopDetailsForm details={data.shopDetails} /> : <Skeleton h={420} radius="md" />}
      </Stack>
    </>
  );
}
