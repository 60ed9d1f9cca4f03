import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconTruckDelivery } from '@tabler/icons-react';
import {
  isComplete,
  mobileError,
  MOBILE_LENGTH,
  pinStateError,
  type AddressField,
  type AddressValues,
} from './address-rules';
import { useDeliveryStates, usePinLookup } from '../api/pin-lookup';

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

/**
 * The delivery address form, PIN code first: six digits fill the state (and the city where the
 * shop knows it); the state is chosen from the list and must be one the PIN code lies in.
 * "Deliver Here" stays disabled until it is valid.
 */
export function AddressForm(props: Props) {
  const { values, onChange, serverErrors, submitting } = props;
  const [mobileLeft, setMobileLeft] = useState(false);
  const mobileMessage = mobileError(values.mobile, mobileLeft) ?? serverErrors.mobile;
  const states = useDeliveryStates();
  const lookup = usePinLookup(values.zipCode);
  const filledFor = useRef<string | null>(null);
  const filledCity = useRef<string>('');
  useEffect(() => {
    // Once per PIN code: the state when the one chosen is not the PIN's, the city when the shop knows it.
    if (!lookup || filledFor.current === lookup.pin) return;
    filledFor.current = lookup.pin;
    if (lookup.states.length && !lookup.states.includes(values.state)) onChange('state', lookup.states[0]!);
    if (lookup.city && (values.city === '' || values.city === filledCity.current)) {
      filledCity.current = lookup.city;
      onChange('city', lookup.city);
    }
  }, [lookup, values.state, values.city, onChange]);
  const stateMessage = pinStateError(values.zipCode, values.state, lookup?.states ?? []) ?? serverErrors.state;

  const input = (field: AddressField) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
    error: serverErrors[field],
    required: true,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isComplete(values) && !pinStateError(values.zipCode, values.state, lookup?.states ?? []) && !submitting)
      props.onSubmit();
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
              {/* A number, kept as text so a PIN never loses digits; only digits go in. */}
              <TextInput
                label="PIN Code"
                description="Six digits: the city and state fill in"
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={6}
                {...input('zipCode')}
                onChange={(e) => onChange('zipCode', e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
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
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="First Name" autoComplete="given-name" {...input('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="Last Name" autoComplete="family-name" {...input('lastName')} />
            </Grid.Col>
          </Grid>
          <Textarea label="Address" autoComplete="street-address" rows={3} {...input('streetAddress')} />
          <TextInput
            label="Landmark"
            description="Optional: near what, for the courier"
            {...input('landmark')}
            required={false}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label="City/Town" autoComplete="address-level2" {...input('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label="State"
                autoComplete="address-level1"
                searchable
                data={states.length ? states : values.state ? [values.state] : []}
                value={values.state || null}
                onChange={(v) => onChange('state', v ?? '')}
                error={stateMessage}
                required
              />
            </Grid.Col>
          </Grid>
          <Input.Wrapper label="Address type" id="address-type">
            <SegmentedControl
              aria-labelledby="address-type-label"
              data={[
                { label: 'Home', value: 'HOME' },
                { label: 'Work', value: 'WORK' },
              ]}
              value={values.addressType || 'HOME'}
              onChange={(v) => onChange('addressType', v)}
              style={{ display: 'flex', maxWidth: 240 }}
            />
          </Input.Wrapper>
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
            disabled={!isComplete(values) || pinStateError(values.zipCode, values.state, lookup?.states ?? []) !== null}
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
