/** The header the backend sends on `GET /api/v1/user` for a test account: only such an account is changed. */
export const SANDBOX_HEADER = 'Sandbox-Account';
