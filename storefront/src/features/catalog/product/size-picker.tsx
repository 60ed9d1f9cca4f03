import { Group, UnstyledButton } from '@mantine/core';
import classes from './product.module.css';

export interface SizeOption {
  id: string;
  name: string;
  quantity: number;
}

/** Sizes: a size with quantity 0 is shown crossed out and cannot be chosen. */
export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: SizeOption[];
  value: string | null;
  onChange: (name: string) => void;
}) {
  return (
    <Group gap="xs" role="radiogroup" aria-label="Select size">
      {sizes.map((size) => {
        const soldOut = size.quantity === 0;
        return (
          <UnstyledButton
            key={size.id}
            role="radio"
            aria-checked={value === size.name}
            aria-label={soldOut ? `${size.name} (sold out)` : size.name}
            className={classes.size}
            data-selected={value === size.name || undefined}
            disabled={soldOut}
            onClick={() => onChange(size.name)}
          >
            {size.name}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
