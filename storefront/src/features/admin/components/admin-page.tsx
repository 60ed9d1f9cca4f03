/** The admin area /admin/* (Admin issue); only admins are let in (Accounts issue). */
export function AdminPage() {
  return <p>Admin</p>;
}
