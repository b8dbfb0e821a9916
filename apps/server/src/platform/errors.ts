import { messages } from '@atrium/domain/contract/errors';

// The one error type services throw; platform/error-handler.ts turns it into the API's Laravel-shaped body.
const statusByCode = {
  bad_request: 400,
  unauthenticated: 401,
  bad_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  validation_failed: 422,
  too_many_attempts: 429,
  not_configured: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

export type AppErrorOptions = {
  errors?: Record<string, string[]>;
  headers?: Record<string, string>;
};

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

// Server-side wording for statuses the shared contract does not name (the browser never branches on these).
export const serverMessages = {
  badRequest: 'The request could not be understood.',
  bodyTooDeep: 'The request body is nested too deeply.',
  forbidden: 'This action is unauthorized.',
  methodNotAllowed: 'This method is not allowed here.',
  notConfigured: 'This portal has not been set up yet.',
  webAppNotBuilt:
    'The web app has not been built yet. Run `npm run build` (or `npm start` from the repository root).',
} as const;

export const unauthenticated = () => new AppError('unauthenticated', messages.unauthenticated);
export const badCredentials = () => new AppError('bad_credentials', messages.badCredentials);
export const notFound = () => new AppError('not_found', messages.notFound);

// Every 422 is built here, in Laravel's shape: `message` a summary (the contract's "The given data was invalid."
// unless the caller has a more useful sentence) and `errors` each field's problems, shown beside its input.
// Request bodies refused by their zod schema (platform/validation.ts) and services' own checks answer alike.
export function validationFailed({
  errors,
  message = messages.invalidData,
}: {
  errors?: Record<string, string[]>;
  message?: string;
}): AppError {
  return new AppError('validation_failed', message, errors ? { errors } : {});
}

// One field's problem; `summary` is the body's message (pass the field's message again when it says it best).
export const invalidField = (field: string, message: string, summary: string = messages.invalidData) =>
  validationFailed({ errors: { [field]: [message] }, message: summary });

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(
    'too_many_attempts',
    messages.tooManyAttempts.replace(':seconds', String(retryAfterSeconds)),
    {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  );
}
