import { z } from 'zod';

// Laravel-shaped error bodies: the spec's client reads `message`, and 422s carry per-field `errors`.
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messages = {
  unauthenticated: 'Unauthenticated.',
  badCredentials: 'These credentials do not match our records.',
  tooManyAttempts: 'Too many login attempts. Please try again in :seconds seconds.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Send the request body as application/json.',
  invalidData: 'The given data was invalid.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
