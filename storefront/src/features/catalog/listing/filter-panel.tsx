import { Accordion, Stack } from '@mantine/core';
import { AVAILABILITY, colourLabel, DISCOUNTS, priceParam, swatchFor, type ListingChoices } from './filter-options';
import { readList, setSingle, toggleInList, type SingleParam } from './listing-params';
import { FilterChoice, SwatchLabel } from './filter-choice';

/** The listing's filters (colour, size, price, discount, availability): each choice is a link to the listing's address with that choice applied. */
export function FilterPanel({ params, choices }: { params: URLSearchParams; choices: ListingChoices }) {
  const colours = readList(params, 'color', choices);
  const sizes = readList(params, 'size', choices);

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
            {choices.colours.map((c) => (
              <FilterChoice
                key={c}
                type="checkbox"
                checked={colours.includes(c)}
                search={toggleInList(params, 'color', c, choices)}
              >
                <SwatchLabel colour={swatchFor(c) ?? c}>{colourLabel(c)}</SwatchLabel>
              </FilterChoice>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="size">
        <Accordion.Control>Size</Accordion.Control>
        <Accordion.Panel>
          <Stack gap={8}>
            {choices.listingSizes.map((size) => (
              <FilterChoice
                key={size}
                type="checkbox"
                checked={sizes.includes(size)}
                search={toggleInList(params, 'size', size, choices)}
              >
                {size}
              </FilterChoice>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <RadioGroup
        title="Price"
        param="price"
        params={params}
        options={choices.priceBuckets.map(priceParam).map((b) => ({ value: b, label: `₹${b.replace('-', ' To ₹')}` }))}
      />
      <RadioGroup
        title="Discount Range"
        param="discount"
        params={params}
        options={DISCOUNTS.map((d) => ({ value: String(d), label: `${d}% And Above` }))}
      />
      <RadioGroup
        title="Availability"
        param="stock"
        params={params}
        options={AVAILABILITY.map((a) => ({ value: a.value, label: a.label }))}
      />
    </Accordion>
  );
}

function RadioGroup({
  title,
  param,
  params,
  options,
}: {
  title: string;
  param: SingleParam;
  params: URLSearchParams;
  options: { value: string; label: string }[];
}) {
  const value = params.get(param);
  return (
    <Accordion.Item value={param}>
      <Accordion.Control>{title}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap={8} role="radiogroup" aria-label={title}>
          {options.map((o) => (
            <FilterChoice
              key={o.value}
              type="radio"
              checked={value === o.value}
              search={setSingle(params, param, o.value)}
            >
              {o.label}
            </FilterChoice>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
