import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { discountOf, productRules, type ProductFormChoices, type ProductFormValues } from './product-form-values';
import { TextListField } from './text-list-field';
import { PhotoListField } from './photo-list-field';

const options = (names: readonly string[]) => names.map((n) => ({ value: n, label: n }));

/**
 * The product form: photos (uploaded or by address, each with its alt text) and highlights, texts, colour, prices (the discount percent and
 * total quantity are derived and shown), stock per size, and for a new product the category
 * chain. Each wrong field shows its message beside it, from the rules here or from the gateway.
 */
export function ProductForm(props: {
  initial: ProductFormValues;
  choices: ProductFormChoices;
  withCategories: boolean;
  submitLabel: string;
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
}) {
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    // Every attribute the server declares has an input, empty unless the product has a value.
    initialValues: {
      ...props.initial,
      attributes: Object.fromEntries(
        props.choices.attributes.map((a) => [a.name, props.initial.attributes[a.name] ?? '']),
      ),
    },
    validate: productRules(props.withCategories),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const values = form.getValues();
  const total = values.sizes.reduce((sum, s) => sum + (typeof s.quantity === 'number' ? s.quantity : 0), 0);
  const discount = discountOf(values);

  async function submit(v: ProductFormValues) {
    setFailure(null);
    setBusy(true);
    try {
      await props.onSubmit(v);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) form.setErrors(fields);
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} aria-label="Product" noValidate>
      {failure && (
        <Alert color="red" mb="md" role="alert">
          {failure}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" p="lg">
            <Stack gap="sm">
              <TextInput label="Title" required {...form.getInputProps('title')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Brand" required {...form.getInputProps('brand')} />
                <Select
                  label="Color"
                  required
                  data={options(props.choices.colours)}
                  searchable
                  {...form.getInputProps('colour')}
                />
              </SimpleGrid>
              <Textarea label="Description" required rows={3} {...form.getInputProps('description')} />
              <Textarea label="Details" rows={3} {...form.getInputProps('details')} />
              {props.choices.attributes.map((a) => (
                <TextInput key={a.name} label={a.label} {...form.getInputProps(`attributes.${a.name}`)} />
              ))}
              <TextListField
                label="Highlights"
                itemLabel="Highlight"
                addLabel="Add highlight"
                values={values.highlights}
                error={form.errors.highlights as string | undefined}
                onChange={(v) => form.setFieldValue('highlights', v)}
              />
              <PhotoListField
                items={values.images}
                title={values.title}
                error={(form.errors.images ?? form.errors.imageUrls ?? form.errors.imageAlts) as string | undefined}
                onChange={(v) => form.setFieldValue('images', v)}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="sm">
                Price
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 1, lg: 2 }}>
                <NumberInput label="Price (₹)" required min={0} allowDecimal={false} {...form.getInputProps('price')} />
                <NumberInput
                  label="Discounted Price (₹)"
                  required
                  min={0}
                  allowDecimal={false}
                  {...form.getInputProps('discountedPrice')}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed" mt="xs" aria-live="polite">
                Discount: {discount === null ? '—' : `${discount}% off`}
              </Text>
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="sm">
                Stock per size
              </Title>
              <SimpleGrid cols={3}>
                {values.sizes.map((s, index) => (
                  <NumberInput
                    key={s.name}
                    label={s.name}
                    aria-label={`Quantity of ${s.name}`}
                    min={0}
                    allowDecimal={false}
                    {...form.getInputProps(`sizes.${index}.quantity`)}
                  />
                ))}
              </SimpleGrid>
              {form.errors.sizes && (
                <Text c="red" size="sm" mt="xs">
                  {form.errors.sizes}
                </Text>
              )}
              <Text size="sm" c="dimmed" mt="xs">
                Quantity: {total}
              </Text>
            </Card>
            {props.withCategories && (
              <Card withBorder radius="md" p="lg">
                <Title order={2} fz="md" mb="sm">
                  Category
                </Title>
                <Stack gap="sm">
                  <Select
                    label="Top Level Category"
                    required
                    data={options(props.choices.topLevelCategories)}
                    {...form.getInputProps('topLevelCategory')}
                  />
                  <Select
                    label="Second Level Category"
                    required
                    data={options(props.choices.secondLevelCategories)}
                    {...form.getInputProps('secondLevelCategory')}
                  />
                  <Select
                    label="Third Level Category"
                    required
                    searchable
                    data={options(props.choices.thirdLevelCategories)}
                    {...form.getInputProps('thirdLevelCategory')}
                  />
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={busy} size="md">
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
