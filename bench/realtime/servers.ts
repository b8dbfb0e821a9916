// The two servers under test, each in a child process of its own so its memory is its own:
//   atrium — the portal's Pusher-protocol gateway (apps/server/src/platform/realtime), in-process fan-out;
//   bare   — a plain `ws` server that writes the same frames to the same sockets, nothing else.
// Started by run.ts as a child (BENCH_SERVER=atrium|bare, --expose-gc); driven over IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createLocalBroker } from '../../apps/server/src/platform/realtime/broker.ts';
import { createGateway } from '../../apps/server/src/platform/realtime/gateway.ts';
import { bareSockets } from '../lib/bare-ws.ts';
import { memoryAfterGc as memory } from '../lib/memory.ts';

export const benchCredentials = { key: 'bench', secret: 'bench-secret' };
export const channelOf = (i: number) => `private-user.${i + 1}.updates`;
export const eventName = 'conversation.updated';

type Command = { type: 'broadcast'; users: number; payload: string } | { type: 'memory' } | { type: 'stop' };

async function main(kind: string) {
  const server = createServer((_request, response) => response.end());
  let broadcast: (users: number, payload: string) => Promise<void>;

  if (kind === 'atrium') {
    const broker = createLocalBroker();
    const gateway = createGateway({
      credentials: benchCredentials,
      broker,
      logger: pino({ level: 'silent' }),
      // One firm at every host: the portal asks the database here, once per subscription, not per delivery.
      firmServingAt: async () => 1,
      // Every session live: the portal asks the database here too, once per subscription, not per delivery.
      liveSessions: async (ids) => new Set(ids),
      // One machine stands in for many clients: no per-address cap here.
      limits: { connectionsPerIpPerMinute: Number.POSITIVE_INFINITY },
    });
    gateway.attach(server);
    broadcast = async (users, payload) => {
      for (let i = 0; i < users; i++) await broker.publish(i + 1, eventName, payload);
    };
  } else {
    const sockets = bareSockets(server);
    broadcast = async (users, payload) => {
      for (let i = 0; i < users; i++) {
        sockets.get(i)?.send(JSON.stringify({ event: eventName, channel: channelOf(i), data: payload }));
      }
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseline = memory();
  process.send?.({ type: 'ready', port: (server.address() as AddressInfo).port, baseline });
  process.on('message', async (command: Command) => {
    if (command.type === 'broadcast') {
      await broadcast(command.users, command.payload);
      process.send?.({ type: 'broadcasted' });
    } else if (command.type === 'memory') {
      process.send?.({ type: 'memory', memory: memory() });
    } else {
      server.closeAllConnections();
      process.exit(0);
    }
  });
}

if (process.env.BENCH_SERVER) void main(process.env.BENCH_SERVER);
