import { useMemo, useRef, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { usePickProducts } from '../api/merchandising';

export interface PickedProduct {
  id: string;
  title: string;
  brand: string;
  colour: string;
}

const labelOf = (p: PickedProduct) => `${p.brand} ${p.title} (${p.colour})`;

/**
 * Products chosen by searching title, brand or id: the chosen ones in order as pills. Labels of
 * products chosen before are kept, so an id never shows bare.
 */
export function ProductPicker(props: {
  label: string;
  description?: string;
  value: string[];
  known?: PickedProduct[];
  error?: string;
  max?: number;
  onChange: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data } = usePickProducts(debounced);
  const labels = useRef(new Map<string, string>());
  for (const p of props.known ?? []) labels.current.set(p.id, labelOf(p));
  for (const p of data?.adminProductChoices ?? []) labels.current.set(p.id, labelOf(p));
  const options = useMemo(() => {
    const ids = [...props.value, ...(data?.adminProductChoices ?? []).map((p) => p.id)];
    return [...new Set(ids)].map((id) => ({ value: id, label: labels.current.get(id) ?? id }));
  }, [props.value, data]);
  return (
    <MultiSelect
      label={props.label}
      description={props.description}
      placeholder="Search by title, brand or id"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={props.value}
      onChange={props.onChange}
      maxValues={props.max}
      error={props.error}
      nothingFoundMessage="No product found"
      hidePickedOptions
      clearable
    />
  );
}
