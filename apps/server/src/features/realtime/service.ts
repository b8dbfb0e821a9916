import {
  type RealtimeAuthRequest,
  type RealtimeAuthResponse,
  type RealtimeUserAuthRequest,
  type RealtimeUserAuthResponse,
  userIdOfChannel,
} from '@atrium/domain/contract/realtime';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';

type Deps = { realtime: Pick<Realtime, 'authorizeChannel' | 'authenticateUser'> };

export function createRealtimeService({ realtime }: Deps) {
  return {
    // A user may listen on their own private channel and on no other. The signature names the caller's
    // session (its token), so the subscription ends with it.
    authorize(auth: AuthContext, input: RealtimeAuthRequest): RealtimeAuthResponse {
      if (userIdOfChannel(input.channel_name) !== auth.userId) {
        throw new AppError('forbidden', 'You may only listen to your own updates.');
      }
      return realtime.authorizeChannel(input.socket_id, input.channel_name, auth.tokenId);
    },

    // Pusher user authentication (pusher-js signin()): the signed-in user, and no one else, for this socket.
    authenticateUser(auth: AuthContext, input: RealtimeUserAuthRequest): RealtimeUserAuthResponse {
      return realtime.authenticateUser(input.socket_id, auth.userId);
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
