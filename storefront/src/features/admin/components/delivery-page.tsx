import { Skeleton, Stack } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useDeliverySettings } from '../api/delivery-settings';
import { AdminPageHeader } from './admin-page-header';
import { DeliverySettingsForm } from './delivery-settings-form';
import { DeliveryPinList } from './delivery-pin-list';

/** Delivery: the charge below the free-delivery threshold, and the PIN codes the shop delivers to. */
export function DeliveryPage() {
  const { data, error } = useDeliverySettings();
  return (
    <>
      <AdminPageHeader title="Delivery" error={error ? errorMessage(error) : null} />
      <Stack gap="lg" maw={720}>
        {data ? <DeliverySettingsForm settings={data.deliverySettings} /> : <Skeleton h={220} radius="md" />}
        <DeliveryPinList />
      </Stack>
    </>
  );
}
