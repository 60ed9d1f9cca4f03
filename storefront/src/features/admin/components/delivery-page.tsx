import { Skeleton, Stack } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useDeliverySettings } from '../api/delivery-settings';
import { AdminPageHeader } from './admin-page-header';
import { DeliverySettingsForm } from './delivery-settings-form';

/** Delivery: the charge below the free-delivery threshold. */
export function DeliveryPage() {
  const { data, error } = useDeliverySettings();
  return (
    <>
      <AdminPageHeader title="Delivery" error={error ? errorMessage(error) : null} />
      <Stack gap="lg" maw={720}>
        {data ? <DeliverySettingsForm settings={data.deliverySettings} /> : <Skeleton h={220} radius="md" />}
      </Stack>
    </>
  );
}
