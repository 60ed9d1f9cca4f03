/**
 * A text field of an admin's form, trimmed: its problem (not text, required and empty, too long)
 * is written into `fields` under `key`, for one BAD_USER_INPUT naming every wrong field.
 */
export function fieldText(
  value: unknown,
  label: string,
  max: number,
  fields: Record<string, string>,
  key: string,
  required = false,
): string {
  const s = typeof value === 'string' ? value.trim() : value == null ? '' : null;
  if (s === null) fields[key] = `${label} must be text`;
  else if (required && !s) fields[key] = `${label} is required`;
  else if (s.length > max) fields[key] = `${label} must be at most ${max} characters`;
  return s ?? '';
}
