import { type ErrorResponse, messages } from '@atrium/domain/contract/errors';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  HTTPMethods,
} from 'fastify';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { AppError, serverMessages } from './errors.ts';

type ErrorReply = { status: number; body: ErrorResponse; headers?: Record<string, string> };

// Fastify's own request errors, worded for the browser (its defaults name internals such as parser codes).
const fastifyErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
};

const messageByStatus: Record<number, string> = {
  403: serverMessages.forbidden,
  404: messages.notFound,
  405: serverMessages.methodNotAllowed,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

// Null means "unexpected": a bug or an outage, answered with a generic 500 and logged in full.
function toErrorReply(error: unknown): ErrorReply | null {
  if (error instanceof AppError) {
    const body: ErrorResponse = { message: error.message };
    if (error.options.errors) body.errors = error.options.errors;
    return {
      status: error.status,
      body,
      ...(error.options.headers ? { headers: error.options.headers } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { message: databaseUnavailableMessage },
      headers: { 'Retry-After': String(databaseRetryAfterSeconds) },
    };
  }
  if (!isFastifyError(error)) return null;
  const known = fastifyErrors[error.code];
  if (known) return { status: known.status, body: { message: known.message } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: messageByStatus[status] ?? serverMessages.badRequest } };
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const handled = toErrorReply(error);
    if (!handled) {
      request.log.error({ err: error }, 'Unhandled error');
      return reply.code(500).send({ message: messages.serverError } satisfies ErrorResponse);
    }
    // Client errors are logged by code only: a parser's message can quote the body, and bodies hold passwords.
    const code = error instanceof AppError || isFastifyError(error) ? error.code : 'validation_failed';
    if (handled.status === 503 && !(error instanceof AppError)) {
      // An outage, by code only: a failed query's message quotes its parameters.
      request.log.warn({ code, statusCode: 503 }, 'Database unavailable');
    } else {
      request.log.info({ code, statusCode: handled.status }, 'Request rejected');
    }
    if (handled.headers) reply.headers(handled.headers);
    return reply.code(handled.status).send(handled.body);
  });
}

// Errors Fastify raises before routing (a malformed URL) get the API's error shape too. The option's type is
// generic over every route's schema, which no single handler can name, hence the widening to a plain reply.
export const rejectMalformedRequest: FastifyServerOptions['frameworkErrors'] = (error, request, reply) => {
  request.log.info({ code: error.code, statusCode: 400 }, 'Request rejected');
  return (reply as FastifyReply)
    .code(400)
    .send({ message: serverMessages.badRequest } satisfies ErrorResponse);
};

const otherMethods: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// Unknown /api paths answer JSON, never the SPA. A known path asked with the wrong method gets 405 and
// Allow (found for literal paths only: parametric routes fall back to 404, which is still correct).
export function sendApiNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const allowed = otherMethods.filter((method) => app.hasRoute({ method, url: path }));
  if (allowed.length > 0) {
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send({ message: serverMessages.methodNotAllowed } satisfies ErrorResponse);
  }
  return reply.code(404).send({ message: messages.notFound } satisfies ErrorResponse);
}
