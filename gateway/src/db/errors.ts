/** True for PostgreSQL's unique-constraint violation as Prisma reports it (code P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'P2002';
}
