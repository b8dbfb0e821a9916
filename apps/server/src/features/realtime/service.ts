import {
  type RealtimeAuthRequest,
  type RealtimeAuthResponse,
  userIdOfChannel,
} from '@atrium/domain/contract/realtime';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError } from '../../platform/errors.ts';

type Deps = { signChannel: (socketId: string, channel: string) => string };

export function createRealtimeService({ signChannel }: Deps) {
  return {
    // Spec §6: a user may listen on their own private channel and on no other.
    authorize(auth: AuthContext, input: RealtimeAuthRequest): RealtimeAuthResponse {
      if (userIdOfChannel(input.channel_name) !== auth.userId) {
        throw new AppError('forbidden', 'You may only listen to your own updates.');
      }
      return { auth: signChannel(input.socket_id, input.channel_name) };
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
