/** The SignIn modal with the Login and Register forms, open on /Login and /Register (Accounts issue). */
export function AuthModal() {
  return null;
}
