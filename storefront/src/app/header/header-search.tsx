import { useState, type FormEvent } from 'react';
import { ActionIcon, Box, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

/** Desktop: a search field; phones: an icon to the search page, which has its own field. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label="Search the shop"
        action="/search"
        method="get"
        onSubmit={submit}
        visibleFrom="md"
        style={{ flex: '0 1 340px' }}
      >
        <TextInput
          aria-label="Search products"
          name="q"
          placeholder="Search for kurtas, sarees, brands…"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          radius="xl"
          variant="filled"
        />
      </Box>
      <ActionIcon
        component={Link}
        to="/search"
        hiddenFrom="md"
        variant="subtle"
        color="dark"
        size="lg"
        aria-label="Search"
      >
        <IconSearch size={20} />
      </ActionIcon>
    </>
  );
}
