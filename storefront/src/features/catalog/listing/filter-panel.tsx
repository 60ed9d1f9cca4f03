import { Accordion, Box, Checkbox, ColorSwatch, Group, Radio, Stack, Text } from '@mantine/core';
import { AVAILABILITY, COLOURS, DISCOUNTS, PRICE_BUCKETS, SIZES } from './filter-options';
import { readList, setSingle, toggleInList, type ListParam, type SingleParam } from './listing-params';

/** The listing's filters (colour, size, price, discount, availability). Reads and writes only the query string it is given. */
export function FilterPanel({
  params,
  onChange,
}: {
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}) {
  const toggle = (key: ListParam, value: string) => onChange(toggleInList(params, key, value));
  const choose = (key: SingleParam, value: string) => onChange(setSingle(params, key, value));
  const colours = readList(params, 'color');
  const sizes = readList(params, 'size');

  return (
    <Accordion
      multiple
      defaultValue={['color', 'size', 'price', 'discount', 'stock']}
      variant="default"
      chevronPosition="right"
    >
      <Accordion.Item value="color">
        <Accordion.Control>Color</Accordion.Control>
        <Accordion.Panel>
          <Stack gap={8}>
            {COLOURS.map((c) => (
              <Checkbox
                key={c.value}
                checked={colours.includes(c.value)}
                onChange={() => toggle('color', c.value)}
                label={
                  <Group gap={8} wrap="nowrap">
                    <ColorSwatch color={c.swatch} size={14} aria-hidden />
                    <Text size="sm">{c.label}</Text>
                  </Group>
                }
                aria-label={c.label}
              />
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="size">
        <Accordion.Control>Size</Accordion.Control>
        <Accordion.Panel>
          <Stack gap={8}>
            {SIZES.map((size) => (
              <Checkbox key={size} label={size} checked={sizes.includes(size)} onChange={() => toggle('size', size)} />
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <RadioGroup
        title="Price"
        value={params.get('price')}
        onChange={(v) => choose('price', v)}
        options={PRICE_BUCKETS.map((b) => ({ value: b, label: `₹${b.replace('-', ' To ₹')}` }))}
      />
      <RadioGroup
        title="Discount Range"
        name="discount"
        value={params.get('discount')}
        onChange={(v) => choose('discount', v)}
        options={DISCOUNTS.map((d) => ({ value: String(d), label: `${d}% And Above` }))}
      />
      <RadioGroup
        title="Availability"
        name="stock"
        value={params.get('stock')}
        onChange={(v) => choose('stock', v)}
        options={AVAILABILITY.map((a) => ({ value: a.value, label: a.label }))}
      />
    </Accordion>
  );
}

function RadioGroup({
  title,
  name,
  value,
  onChange,
  options,
}: {
  title: string;
  name?: string;
  value: string | null;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const key = name ?? title.toLowerCase();
  return (
    <Accordion.Item value={key}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        <Radio.Group value={value} onChange={onChange} name={key} aria-label={title}>
          <Box>
            <Stack gap={8}>
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Box>
        </Radio.Group>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
