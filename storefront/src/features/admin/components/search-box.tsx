import { useEffect, useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

/** A search field that reports what was typed once the typing pauses. */
export function SearchBox(props: { label: string; placeholder: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), 300);
  const { onSearch } = props;
  useEffect(() => onSearch(settled), [settled, onSearch]);
  return (
    <TextInput
      type="search"
      aria-label={props.label}
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
