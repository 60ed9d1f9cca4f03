import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The sentence to show in red when a call fails: the server's own message for GraphQL
 * errors (CONFLICT, BAD_USER_INPUT, "Invalid email or password"), a plain one otherwise.
 */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) return error.errors[0].message;
  return 'We could not reach the shop. Check your connection and try again.';
}

/** The error code the gateway put in `extensions.code` (BAD_USER_INPUT, OUT_OF_STOCK, …), if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Messages of BAD_USER_INPUT errors keyed by the input they name, so a form can show each under
 * its own field: every wrong field of a whole-form check (`extensions.fields`), else the one the
 * error names (`extensions.field`). A dotted path ("address.mobile") counts by its last part.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return fields;
  const add = (field: unknown, message: unknown) => {
    if (typeof field === 'string' && field && typeof message === 'string') fields[field.split('.').pop()!] ??= message;
  };
  for (const e of error.errors) {
    const many = e.extensions?.fields;
    if (many && typeof many === 'object') for (const [field, message] of Object.entries(many)) add(field, message);
    add(e.extensions?.field, e.message);
  }
  return fields;
}

/**
 * A failed call as a form shows it: the messages for inputs the form has (`known`), each under
 * its input, and otherwise one sentence for the whole form.
 */
export function formErrors(
  error: unknown,
  known: (field: string) => boolean,
): { fields: Record<string, string>; message: string | null } {
  const fields = Object.fromEntries(Object.entries(fieldErrors(error)).filter(([field]) => known(field)));
  return { fields, message: Object.keys(fields).length > 0 ? null : errorMessage(error) };
}
