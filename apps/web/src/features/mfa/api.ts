import {
  type MfaVerifyRequest,
  mfaSendResponseSchema,
  mfaStatusResponseSchema,
  mfaVerifyResponseSchema,
} from '@atrium/domain/contract/mfa';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { completeMultifactor } from '../../lib/session.ts';

export const mfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['mfa', 'status'],
    queryFn: ({ signal }) => http.get('/api/multi-factor-auth', { schema: mfaStatusResponseSchema, signal }),
    staleTime: 0,
  });

export const sendCode = () => http.post('/api/multi-factor-auth/send', { schema: mfaSendResponseSchema });

export async function verifyCode(body: MfaVerifyRequest) {
  const response = await http.post('/api/multi-factor-auth/verify', {
    body,
    schema: mfaVerifyResponseSchema,
  });
  completeMultifactor(response.user, response.trust_device_enabled);
  return response;
}
