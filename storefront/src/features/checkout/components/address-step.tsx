import { useEffect, useRef, useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '../../../lib/error-message';
import { PriceChangeNotice } from '../../../components/price-change-notice';
import { useCheckoutPriceChanges } from '../api/price-changes';
import { useSavedAddresses } from '../api/saved-addresses';
import { useCreateOrder } from '../api/create-order';
import { AddressBook } from './address-book';
import { AddressForm } from './address-form';
import { addressValuesOf, EMPTY_ADDRESS, toAddressInput, type AddressField, type AddressValues } from './address-rules';
import { useProfile } from '../../../lib/session/use-profile';

/**
 * Step 2: the address book beside the form. "Deliver Here" places the order
 * and moves to the summary with the order's id in the address.
 */
export function AddressStep() {
  const navigate = useNavigate();
  const { data } = useSavedAddresses();
  // A price that moved since the cart was filled is shown here too; the order waits for the OK.
  const { cart, acknowledge } = useCheckoutPriceChanges();
  const priceChanges = cart.data?.cart.priceChanges ?? [];
  const [createOrder, { loading }] = useCreateOrder();
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One key per order attempt: a retry after a lost answer sends the same key, so the gateway
  // answers the order it already made instead of making a second one. Any edit starts afresh.
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const { profile } = useProfile();
  // Name and mobile from the account (the mobile of the default saved address), once, into an empty form.
  useEffect(() => {
    if (!profile) return;
    const saved = profile.addresses.find((a) => a.isDefault) ?? profile.addresses[0];
    setValues((v) =>
      v.firstName || v.lastName || v.mobile
        ? v
        : { ...v, firstName: profile.firstName, lastName: profile.lastName, mobile: saved?.mobile ?? '' },
    );
  }, [profile]);

  // The default saved address, once, unless the shopper already began typing.
  const touched = useRef(false);
  const book = data?.me?.addresses;
  useEffect(() => {
    if (!book || touched.current) return;
    touched.current = true;
    const preferred = book.find((a) => a.isDefault);
    if (!preferred) return;
    setValues(addressValuesOf(preferred));
    setChosenId(preferred.id);
  }, [book]);

  function change(field: AddressField, value: string) {
    touched.current = true;
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
    setChosenId(null);
    setAttemptKey(null);
  }

  function choose(address: Partial<Record<AddressField, string | null>> & { id: string }) {
    touched.current = true;
    setValues(addressValuesOf(address));
    setChosenId(address.id);
    // Already in the book: saving it again would list it twice.
    setSaveAddress(false);
    setServerErrors({});
    setFormError(null);
    setAttemptKey(null);
  }

  async function submit() {
    const idempotencyKey = attemptKey ?? crypto.randomUUID();
    setAttemptKey(idempotencyKey);
    setFormError(null);
    try {
      const { data: answer } = await createOrder({
        variables: { address: toAddressInput(values), saveAddress, idempotencyKey },
      });
      if (answer) navigate(`/checkout?step=3&order_id=${encodeURIComponent(answer.createOrder.id)}`);
    } catch (e) {
      const { fields, message } = formErrors(e, (field) => field in EMPTY_ADDRESS);
      setServerErrors(fields);
      setFormError(message);
      // Refused for a price that moved: the cart's notice (with its OK) shows above the form.
      void cart.refetch();
    }
  }

  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      {/* On a phone an empty address book would only push the form down: it goes below it. */}
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: data?.me?.addresses.length ? 1 : 2, md: 1 }}>
        <AddressBook addresses={data?.me?.addresses} chosenId={chosenId} onChoose={choose} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: data?.me?.addresses.length ? 2 : 1, md: 2 }}>
        <Stack gap="md">
          <PriceChangeNotice
            changes={priceChanges}
            onAccept={async () => {
              await acknowledge();
              setFormError(null);
            }}
          />
          <AddressForm
            values={values}
            onChange={change}
            saveAddress={saveAddress}
            onSaveAddress={setSaveAddress}
            serverErrors={serverErrors}
            formError={formError}
            submitting={loading}
            onSubmit={submit}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
