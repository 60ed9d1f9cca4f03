/**
 * A generated result type with the `__typename`s Apollo's cache reads on every object, so msw
 * answers can be typed by the generated types (which leave `__typename` out).
 */
export type WithTypenames<T> = T extends (infer U)[]
  ? WithTypenames<U>[]
  : T extends object
    ? { [K in keyof T]: WithTypenames<T[K]> } & { __typename?: string }
    : T;
