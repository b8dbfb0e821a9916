import { createHmac } from 'node:crypto';

// The pusher:subscribe frame for a user's private channel, signed as POST /api/realtime/auth signs it and bound to a
// session (apps/server/src/platform/realtime/signature.ts), for a socket that has just been told its socket id.
export function privateSubscribeFrame(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
): string {
  const channelData = JSON.stringify({ session_id: '1' });
  const signature = createHmac('sha256', credentials.secret)
    .update(`${socketId}:${channel}:${channelData}`)
    .digest('hex');
  return JSON.stringify({
    event: 'pusher:subscribe',
    data: { channel, auth: `${credentials.key}:${signature}`, channel_data: channelData },
  });
}
