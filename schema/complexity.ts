/**
 * Cost of a list field whose length the client picks (a page, `similar`'s limit): each item's
 * fields count once per item. The length is clamped to what the service accepts, so a refused
 * size (0, negative, over the limit) is never priced below one item or above the largest list.
 */
export function listComplexity(size: number | null | undefined, limits: { default: number; max: number }, field = 1) {
  return { field, multiplier: Math.min(Math.max(size ?? limits.default, 1), limits.max) };
}
