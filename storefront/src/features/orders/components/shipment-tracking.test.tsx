import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { outForDeliveryToday, ShipmentTracking } from './shipment-tracking';

const shipment = (events: { status: string; description: string; location: string | null; at: string }[]) => ({
  __typename: 'Shipment' as const,
  id: 's1',
  courier: 'Delhivery',
  awb: 'DL123456',
  trackingUrl: 'https://www.delhivery.com/track/package/DL123456',
  status: events.at(-1)?.status ?? null,
  events: events.map((e) => ({ __typename: 'ShipmentEvent' as const, ...e })),
});

describe('ShipmentTracking', () => {
  it('shows the courier, the AWB with its tracking link, and the events newest first in India time', () => {
    renderWithProviders(
      <ShipmentTracking
        shipment={shipment([
          {
            status: 'PICKED_UP',
            description: 'Shipment picked up',
            location: 'Bengaluru Hub',
            at: '2026-03-03T04:00:00.000Z',
          },
          { status: 'IN_TRANSIT', description: 'In transit', location: null, at: '2026-03-03T20:00:00.000Z' },
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Courier tracking' });
    expect(section).toHaveTextContent('Delhivery · AWB DL123456');
    expect(within(section).getByRole('link', { name: 'Track with Delhivery' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL123456',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('In transit');
    // 20:00 UTC is 1:30 am the next day in India.
    expect(items[0]).toHaveTextContent('4 Mar 2026, 1:30 am');
    expect(items[1]).toHaveTextContent('Picked up');
    expect(items[1]).toHaveTextContent('3 Mar 2026, 9:30 am · Bengaluru Hub');
    expect(screen.queryByText('Out for delivery today')).toBeNull();
  });

  it('says "Out for delivery today" only on the day, by India’s calendar', () => {
    const out = shipment([
      { status: 'OUT_FOR_DELIVERY', description: 'Out for delivery', location: null, at: '2026-03-04T19:00:00.000Z' },
    ]);
    // 19:00 UTC on 4 March is 00:30 on 5 March in India.
    expect(outForDeliveryToday(out, new Date('2026-03-05T10:00:00.000Z'))).toBe(true);
    expect(outForDeliveryToday(out, new Date('2026-03-04T18:00:00.000Z'))).toBe(false);
    expect(outForDeliveryToday(out, new Date('2026-03-06T10:00:00.000Z'))).toBe(false);
    const now = shipment([
      { status: 'OUT_FOR_DELIVERY', description: 'Out for delivery', location: null, at: new Date().toISOString() },
    ]);
    renderWithProviders(<ShipmentTracking shipment={now} />);
    expect(screen.getByText('Out for delivery today')).toBeInTheDocument();
  });
});
