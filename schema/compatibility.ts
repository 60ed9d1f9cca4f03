import { buildSchema } from 'graphql';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';

/** A breaking change between the released schema and the current one. */
export interface BreakingChange {
  /** Where: "Query.products", "ProductFilter.colors", "OrderStatus.PLACED". */
  path: string;
  message: string;
  acknowledged: boolean;
}

/**
 * The paths acknowledged as breaking in CHANGELOG.md: under the "## Unreleased" heading, a line
 * `- BREAKING: <path>: <why and what clients do instead>`, one per breaking change.
 */
export function acknowledgedPaths(changelog: string): Set<string> {
  const paths = new Set<string>();
  let unreleased = false;
  for (const line of changelog.split('\n')) {
    if (/^##\s/.test(line)) unreleased = /^##\s+Unreleased\b/i.test(line);
    const match = unreleased ? /^\s*[-*]\s+BREAKING:\s*`?([\w.@()-]+?)`?(?::|\s|$)/.exec(line) : null;
    if (match?.[1]) paths.add(match[1]);
  }
  return paths;
}

const pathOf = (change: Change) => change.path ?? change.message;

/**
 * Compares the current SDL with the last released one (`@graphql-inspector/core`): every
 * breaking change, each marked acknowledged when CHANGELOG.md's Unreleased section names its path.
 */
export async function breakingChanges(released: string, current: string, changelog: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  const acknowledged = acknowledgedPaths(changelog);
  return changes
    .filter((c) => c.criticality.level === CriticalityLevel.Breaking)
    .map((c) => ({ path: pathOf(c), message: c.message, acknowledged: acknowledged.has(pathOf(c)) }));
}
