import { z } from 'zod';
import { messageResponseSchema, signInEmail } from './fields.ts';

export const roleSchema = z.enum(['client', 'adviser', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const regionSchema = z.enum(['uk', 'ie']);
export type Region = z.infer<typeof regionSchema>;

// Permissions keyed 'fact-find.{name}' with these five flags.
export const permissionFlagsSchema = z.object({
  create: z.boolean(),
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  forceDelete: z.boolean(),
});
export type PermissionFlags = z.infer<typeof permissionFlagsSchema>;
export const permissionsSchema = z.record(z.string(), permissionFlagsSchema.partial());
export type Permissions = z.infer<typeof permissionsSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.');

// Client {id, name, joint_name, dob, joint_dob, currency_symbol}.
export const userClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  joint_name: z.string().nullable(),
  dob: isoDate.nullable(),
  joint_dob: isoDate.nullable(),
  currency_symbol: z.string(),
});
export type UserClient = z.infer<typeof userClientSchema>;

// Adviser {id, name}, empty strings when the user has none.
export const userAdviserSchema = z.object({
  id: z.union([z.number().int(), z.literal('')]),
  name: z.string(),
});

// GET api/user gains `household` for a client user (null for the firm's side; docs/ARCHITECTURE.md "Households"): which
// person of the household the caller is (1: the fact-find's client 1, 2: client 2), and the other person, so the web
// can say "you" and "your partner" the right way round. partner: null when the household is not joint; invited once
// person 2 has a sign-in (invitation sent), has_sign_in once they have joined. Invitations: contract/household.ts.
export const userHouseholdSchema = z.object({
  person: z.union([z.literal(1), z.literal(2)]),
  partner: z.object({ name: z.string(), invited: z.boolean(), has_sign_in: z.boolean() }).nullable(),
});
export type UserHousehold = z.infer<typeof userHouseholdSchema>;

// While the session waits for its second factor (POST api/login and GET api/user with a pending token), the user
// carries only id, email, role, region and the two multi_factor_auth fields; name is '', adviser empty, client and
// household null, permissions {} and canSeeIpipeline false. The verify call (contract/mfa.ts) returns the whole user.
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  adviser: userAdviserSchema,
  canSeeIpipeline: z.boolean(),
  // The API names the user's own fact-find permissions userPermissions; `permissions` is the same object, kept for
  // clients written against the earlier name.
  userPermissions: permissionsSchema,
  permissions: permissionsSchema,
  multi_factor_auth_enabled: z.boolean(),
  // Masked ("•••• 0123") while the session still waits for its second factor.
  multi_factor_auth_telephone: z.string().nullable(),
  region: regionSchema,
  client: userClientSchema.nullable(),
  // Optional for sessions stored before it existed.
  household: userHouseholdSchema.nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  email: signInEmail('The email field is required.'),
  password: z.string().min(1, 'The password field is required.').max(1024),
  trust_device_token: z.string().max(512).nullish(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  user: userSchema,
  trust_device_enabled: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = messageResponseSchema;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
