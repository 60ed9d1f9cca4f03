/**
 * How the back office reads its lists: what the cache holds at once, then the server's answer. A
 * list read again after a change is a request of its own, never joined to an identical read
 * already under way, which started before the change and would answer what was there before it.
 */
export const LIST_READ = { fetchPolicy: 'cache-and-network', context: { queryDeduplication: false } } as const;
