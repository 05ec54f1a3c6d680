/** The first account, created by the global setup through the admin's first-register endpoint. */
export const owner = {
  email: 'owner@example.com',
  password: 'e2e-owner-password-1234',
}
