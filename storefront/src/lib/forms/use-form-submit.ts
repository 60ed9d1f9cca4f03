import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { formErrors } from '../error-message';

/**
 * Sends a `@mantine/form` form. When the call fails, each BAD_USER_INPUT message goes under the
 * input it names (`extensions.field`, when the form has that input); any other failure becomes
 * `error`, the sentence shown above the submit button.
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
      const { fields, message } = formErrors(e, (field) => field in values);
      form.setErrors(fields);
      setError(message);
    }
  });
  return { onSubmit, error, setError };
}
