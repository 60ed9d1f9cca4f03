import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Grid, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconTruckDelivery } from '@tabler/icons-react';
import { isComplete, mobileError, MOBILE_LENGTH, type AddressField, type AddressValues } from './address-rules';

interface Props {
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
  /** The server's messages for named fields (BAD_USER_INPUT with extensions.field). */
  serverErrors: Partial<Record<AddressField, string>>;
  /** A message that names no field (empty cart, out of stock, no connection). */
  formError: string | null;
  submitting: boolean;
  onSubmit: () => void;
}

/** The delivery address form; "Deliver Here" stays disabled until it is valid. */
export function AddressForm(props: Props) {
  const { values, onChange, serverErrors, submitting } = props;
  const [mobileLeft, setMobileLeft] = useState(false);
  const mobileMessage = mobileError(values.mobile, mobileLeft) ?? serverErrors.mobile;

  const input = (field: AddressField) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
    error: serverErrors[field],
    required: true,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isComplete(values) && !submitting) props.onSubmit();
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} aria-label="Delivery address" noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Delivery address
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="First Name" autoComplete="given-name" {...input('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Last Name" autoComplete="family-name" {...input('lastName')} />
            </Grid.Col>
          </Grid>
          <Textarea label="Address" autoComplete="street-address" rows={3} {...input('streetAddress')} />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="City/Town" autoComplete="address-level2" {...input('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="State/Region" autoComplete="address-level1" {...input('state')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              {/* A number, kept as text so a PIN never loses digits; only digits go in. */}
              <TextInput
                label="Zip/PIN Code"
                autoComplete="postal-code"
                inputMode="numeric"
                {...input('zipCode')}
                onChange={(e) => onChange('zipCode', e.currentTarget.value.replace(/\D/g, ''))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Mobile Number"
                type="tel"
                autoComplete="tel-national"
                inputMode="numeric"
                maxLength={MOBILE_LENGTH}
                {...input('mobile')}
                error={mobileMessage}
                onBlur={() => setMobileLeft(true)}
              />
            </Grid.Col>
          </Grid>
          <Checkbox
            label="Save Address"
            checked={props.saveAddress}
            onChange={(e) => props.onSaveAddress(e.currentTarget.checked)}
          />
          {props.formError && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {props.formError}
            </Alert>
          )}
          <Button
            type="submit"
            size="md"
            leftSection={<IconTruckDelivery size={18} />}
            disabled={!isComplete(values)}
            loading={submitting}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Deliver Here
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
