import { useMemo, useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCouponProductSearch } from '../api/coupons';

/** A product the coupon covers, as the picker names it. */
export interface PickedProduct {
  id: string;
  title: string;
  brand: string;
}

const label = (p: PickedProduct) => `${p.title} · ${p.brand}`;

/**
 * Chooses the products a coupon covers: typing searches the shop's products on the server (title,
 * brand or id, ten at a time); the chosen ones stay named while other words are searched.
 */
export function CouponProductPicker({
  value,
  onChange,
  error,
}: {
  value: PickedProduct[];
  onChange: (products: PickedProduct[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), 250);
  const { data, loading } = useCouponProductSearch(settled);
  const found = data?.adminProductChoices;
  // Every product the picker knows by now: the chosen ones first, then the search's answer.
  const known = useMemo(() => {
    const all = new Map<string, PickedProduct>();
    for (const p of [...value, ...(found ?? [])]) if (!all.has(p.id)) all.set(p.id, p);
    return all;
  }, [value, found]);
  const options = [...known.values()].map((p) => ({ value: p.id, label: label(p) }));
  return (
    <MultiSelect
      label="Products"
      placeholder={value.length ? undefined : 'Search by title, brand or id'}
      data={options}
      value={value.map((p) => p.id)}
      onChange={(ids) => onChange(ids.map((id) => known.get(id)).filter((p): p is PickedProduct => !!p))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered already; Mantine's own filter would hide a match on the id or brand.
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? 'Searching…' : 'No product matches'}
      hidePickedOptions
      clearable
      maxValues={200}
      error={error}
    />
  );
}
