import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AdminCollectionFieldsFragment, ProductRule } from '../../../graphql/graphql';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useAdminCollections, useDeleteCollection, useSaveCollection } from '../api/merchandising';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmButton } from './confirm-button';
import { PRODUCT_RULES } from './home-sections';
import { ProductPicker } from './product-picker';

// A collection cannot be made of another collection.
const RULES = PRODUCT_RULES.filter((r) => r.value !== 'COLLECTION');

interface Form {
  id: string | null;
  slug: string;
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  rule: ProductRule;
  category: string;
  productIds: string[];
}

const EMPTY: Form = {
  id: null,
  slug: '',
  title: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
  rule: 'HAND_PICKED',
  category: '',
  productIds: [],
};

const formOf = (c: AdminCollectionFieldsFragment): Form => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  description: c.description,
  seoTitle: c.seoTitle,
  seoDescription: c.seoDescription,
  rule: c.source.rule,
  category: c.source.category ?? '',
  productIds: c.source.productIds,
});

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Collections: hand-picked or rule-made product lists, each with its page at /collections/{slug}. */
export function CollectionsPage() {
  const { data, error } = useAdminCollections();
  const [form, setForm] = useState<Form | null>(null);
  const [remove] = useDeleteCollection();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <AdminPageHeader
        title="Collections"
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ ...EMPTY })}>
            New collection
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          {data?.adminCollections.length === 0 && (
            <Text c="dimmed" size="sm">
              No collections yet. A collection gets its own page and can fill a row of the home page.
            </Text>
          )}
          {data?.adminCollections.map((c) => (
            <Card key={c.id} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text fw={700}>{c.title}</Text>
                  <Anchor href={`/collections/${c.slug}`} target="_blank" size="sm">
                    /collections/{c.slug}
                  </Anchor>
                  <Badge variant="light" color={c.source.rule === 'HAND_PICKED' ? 'brand' : 'grape'} w="fit-content">
                    {c.source.rule === 'HAND_PICKED'
                      ? `${c.source.productIds.length} picked`
                      : RULES.find((r) => r.value === c.source.rule)?.label}
                  </Badge>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button size="compact-sm" variant="light" onClick={() => setForm(formOf(c))}>
                    Edit
                  </Button>
                  <ConfirmButton
                    label={`Delete ${c.title}`}
                    title="Delete this collection?"
                    message={`/collections/${c.slug} will be gone; a home row showing it will be empty.`}
                    confirmLabel="Delete"
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onConfirm={async () => {
                      try {
                        await remove({ variables: { id: c.id } });
                      } catch (e) {
                        setFailure(errorMessage(e));
                      }
                    }}
                  >
                    Delete
                  </ConfirmButton>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
        {form && <CollectionForm key={form.id ?? 'new'} initial={form} onDone={() => setForm(null)} />}
      </SimpleGrid>
    </>
  );
}

function CollectionForm({ initial, onDone }: { initial: Form; onDone: () => void }) {
  const [v, setV] = useState<Form>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useSaveCollection();
  const set = (patch: Partial<Form>) => setV((x) => ({ ...x, ...patch }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save({
        variables: {
          id: v.id,
          input: {
            slug: v.slug,
            title: v.title,
            description: v.description,
            seoTitle: v.seoTitle,
            seoDescription: v.seoDescription,
            source: {
              rule: v.rule,
              category: v.category || null,
              productIds: v.rule === 'HAND_PICKED' ? v.productIds : null,
            },
          },
        },
      });
      onDone();
    } catch (e) {
      const fields = fieldErrors(e);
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(e) });
    }
  };
  return (
    <Card withBorder radius="md" p="lg" component="form" onSubmit={submit} aria-label="Collection" noValidate>
      <Stack gap="sm">
        <Title order={2} fz="md">
          {v.id ? `Edit ${initial.title}` : 'New collection'}
        </Title>
        <TextInput
          label="Title"
          required
          value={v.title}
          error={errors.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            set({ title, ...(v.id || v.slug !== slugOf(v.title) ? {} : { slug: slugOf(title) }) });
          }}
        />
        <TextInput
          label="Address"
          description="/collections/ followed by this"
          required
          value={v.slug}
          error={errors.slug}
          onChange={(e) => set({ slug: e.currentTarget.value })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={v.description}
          error={errors.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <Select
          label="Products"
          data={RULES}
          value={v.rule}
          allowDeselect={false}
          onChange={(rule) => set({ rule: rule as ProductRule })}
        />
        {v.rule === 'HAND_PICKED' && (
          <ProductPicker
            label="Picked products"
            value={v.productIds}
            max={48}
            error={errors['source.productIds']}
            onChange={(productIds) => set({ productIds })}
          />
        )}
        <TextInput
          label={v.rule === 'CATEGORY' ? 'Category' : 'Only in category (optional)'}
          description="A category path such as women/clothing"
          value={v.category}
          error={errors['source.category']}
          onChange={(e) => set({ category: e.currentTarget.value })}
        />
        <TextInput
          label="Search title (optional)"
          value={v.seoTitle}
          error={errors.seoTitle}
          onChange={(e) => set({ seoTitle: e.currentTarget.value })}
        />
        <TextInput
          label="Search description (optional)"
          value={v.seoDescription}
          error={errors.seoDescription}
          onChange={(e) => set({ seoDescription: e.currentTarget.value })}
        />
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            Save collection
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
