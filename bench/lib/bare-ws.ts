// The bare reference of the realtime benches: a plain `ws` server on an http server that keeps each socket under the
// user its URL names (`?user=N`), as the bench's clients connect (bench/lib/pusher.ts). No protocol, no checks.
import type { Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

export function bareSockets(server: Server, onConnect?: (user: number) => void): Map<number, WebSocket> {
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const sockets = new Map<number, WebSocket>();
  wss.on('connection', (socket, request) => {
    const user = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('user'));
    sockets.set(user, socket);
    socket.on('close', () => sockets.delete(user));
    onConnect?.(user);
  });
  return sockets;
}
