/** The account area /profile/* (Accounts issue). */
export function AccountPage() {
  return <p>Account</p>;
}
