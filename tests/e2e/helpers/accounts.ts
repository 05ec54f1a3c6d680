/** The first account, created by the global setup through the admin's first-register endpoint. */
export const owner = {
  email: 'owner@example.com',
  username: 'owner',
  password: 'Gulf-breeze-manatee-2024',
}
