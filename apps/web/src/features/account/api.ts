import {
  type AcceptInvitationRequest,
  type ForgotPasswordRequest,
  invitationDetailsSchema,
  type RegisterRequest,
  type ResetPasswordRequest,
  sessionResponseSchema,
} from '@atrium/domain/contract/account';
import { devOutboxResponseSchema } from '@atrium/domain/contract/dev-outbox';
import { messageResponseSchema } from '@atrium/domain/contract/fields';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { startSession } from '../../lib/session.ts';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  http.post('/api/forgot-password', { body, schema: messageResponseSchema, auth: false });

export const resetPassword = (body: ResetPasswordRequest) =>
  http.post('/api/reset-password', { body, schema: messageResponseSchema, auth: false });

export const register = (body: RegisterRequest) =>
  http.post('/api/register', { body, schema: messageResponseSchema, auth: false });

// The link in the registration mail: confirming it creates the account and signs the person in.
export async function confirmRegistration(token: string) {
  const response = await http.post('/api/register/confirm', {
    body: { token },
    schema: sessionResponseSchema,
    auth: false,
  });
  startSession(response);
  return response;
}

export const invitationQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['account', 'invitation', hash],
    queryFn: ({ signal }) =>
      http.get(`/api/invitations/${encodeURIComponent(hash)}`, {
        schema: invitationDetailsSchema,
        signal,
        auth: false,
      }),
    retry: false,
  });

export async function acceptInvitation(hash: string, body: AcceptInvitationRequest) {
  const response = await http.post(`/api/invitations/${encodeURIComponent(hash)}/accept`, {
    body,
    schema: sessionResponseSchema,
    auth: false,
  });
  startSession(response);
  return response;
}

export const devOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'dev-outbox'],
    queryFn: ({ signal }) =>
      http.get('/api/dev/outbox', { schema: devOutboxResponseSchema, signal, auth: false }),
    retry: false,
  });
