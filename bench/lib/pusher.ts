import { createHmac } from 'node:crypto';
import WebSocket from 'ws';

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

// One bench client socket. With a channel, it behaves as pusher-js: waits for pusher:connection_established,
// subscribes to the private channel (signed as above) and resolves on pusher_internal:subscription_succeeded; without
// one (a bare `ws` reference server), it resolves on open. Every other frame goes to onFrame as received.
export function openBenchSocket(options: {
  url: string;
  credentials: { key: string; secret: string };
  channel: string | null;
  onFrame: (frame: { event: string; data: string }) => void;
  timeoutMs?: number;
}): Promise<WebSocket> {
  const { url, credentials, channel, onFrame } = options;
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`${url}: ${channel ?? 'socket'} not ready`));
    }, options.timeoutMs ?? 30_000);
    const ready = () => {
      clearTimeout(timer);
      resolve(socket);
    };
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (channel && frame.event === 'pusher:connection_established') {
        const { socket_id: socketId } = JSON.parse(frame.data) as { socket_id: string };
        socket.send(privateSubscribeFrame(credentials, socketId, channel));
      } else if (channel && frame.event === 'pusher_internal:subscription_succeeded') {
        ready();
      } else {
        onFrame(frame);
      }
    });
    if (!channel) socket.on('open', ready);
  });
}
