import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { errorMessage, fieldErrors } from '../error-message';

/**
 * Sends a `@mantine/form` form. When the call fails, each BAD_USER_INPUT message goes under the
 * input it names (`extensions.field`, when the form has that input); any other failure becomes
 * `error`, the sentence shown above the submit button (§8).
 */
export function useFormSubmit<Values extends object>(
  form: UseFormReturnType<Values>,
  send: (values: Values) => Promise<void>,
) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await send(values);
    } catch (e) {
      const named = Object.entries(fieldErrors(e)).filter(([field]) => field in values);
      if (named.length > 0) form.setErrors(Object.fromEntries(named));
      else setError(errorMessage(e));
    }
  });
  return { onSubmit, error, setError };
}
