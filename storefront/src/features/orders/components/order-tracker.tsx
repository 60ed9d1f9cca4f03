import { Alert, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleX, IconTruckReturn } from '@tabler/icons-react';
import type { OrderStatus } from '../../../graphql/graphql';
import { trackerStep } from './order-status';

/**
 * The four-step tracker. Steps up to the order's own (CONFIRMED 1, SHIPPED 2,
 * DELIVERED 3, else Placed) show as done. An unpaid order has not been placed yet; a cancelled
 * or returned one, or a cash-on-delivery parcel refused at the door, has left the track, which an alert says instead.
 */
export function OrderTracker({ status }: { status: OrderStatus }) {
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  if (status === 'RETURN_TO_ORIGIN') {
    return (
      <Alert color="orange" variant="light" icon={<IconTruckReturn />} title="Returned to origin">
        The parcel was not accepted at delivery and went back to the shop. Nothing was charged.
      </Alert>
    );
  }
  if (status === 'CANCELLED' || status === 'RETURNED') {
    return (
      <Alert color="red" variant="light" icon={<IconCircleX />}>
        {status === 'CANCELLED' ? 'This order was cancelled.' : 'This order was returned.'}
      </Alert>
    );
  }
  const active = status === 'PENDING' ? 0 : trackerStep(status) + 1;
  return (
    <Stepper
      active={active}
      allowNextStepsSelect={false}
      size={narrow ? 'xs' : 'sm'}
      labelPosition={narrow ? 'bottom' : 'right'}
      wrap={false}
      color="teal"
      aria-label="Order progress"
    >
      <Stepper.Step label="Placed" />
      <Stepper.Step label="Order Confirmed" />
      <Stepper.Step label="Shipped" />
      <Stepper.Step label="Delivered" />
    </Stepper>
  );
}
