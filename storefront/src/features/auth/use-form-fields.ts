import { useState } from 'react';

/**
 * Controlled, required text fields for a small form: `field(name)` gives Mantine inputs their
 * value and change handler. `onEdit` runs after a field changes (e.g. to clear a warning).
 */
export function useFormFields<T extends Record<string, string>>(initial: T, onEdit?: (name: keyof T) => void) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof T) => ({
    value: values[name],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      // Read now: the updater runs later, when React has let go of the event.
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      onEdit?.(name);
    },
    required: true,
  });
  return { values, field };
}
