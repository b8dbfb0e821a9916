// The demo firm's sign-ins, published in the README: the seed (demo.ts) creates them, and tests and the journeys
// (e2e/fixtures.ts) sign in with them. Never seeded in production unless SEED_DEMO=true says so (see config.ts).
// No imports, so a journey can read it without loading the server.
export const demoPassword = 'atrium-demo-password';
export const demoFirmName = 'Example Financial Planning';

export const demoLogins = {
  adviser: 'adviser@example.com',
  admin: 'admin@example.com',
  client: 'client@example.com',
  single: 'single@example.com',
  mfaClient: 'mfa-client@example.com',
} as const;
