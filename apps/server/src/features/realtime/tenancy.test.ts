import { userChannelName } from '@atrium/domain/contract/realtime';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { firmDomains } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken } from '../../test/factories.ts';
import { listen } from './test-clients.ts';

// The WebSocket endpoint answers at every host, and a channel signature is
// for a socket id, not a host. A client of Alpha can get a signature at Alpha's host (where their token is good)
// for a socket opened at Beta's host; the socket must still be refused there, as the token would be.

const alpha = 'alpha.example.test';
const beta = 'beta.example.test';

let port: number;
let alphaUserId: number;
let alphaToken: string;
const sockets: WebSocket[] = [];

type Frame = { event: string; channel?: string; data: string };

// A socket opened at `host` (the Host header a browser at that address sends), answering its frames in order.
function openSocket(host: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/atrium?protocol=7&client=js&version=8.6.0`, {
    headers: { host },
  });
  sockets.push(socket);
  const frames: Frame[] = [];
  let wake: () => void = () => {};
  socket.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as Frame);
    wake();
  });
  const next = async (event: string): Promise<Frame> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const index = frames.findIndex((frame) => frame.event === event);
      if (index >= 0) return frames.splice(index, 1)[0] as Frame;
      if (Date.now() > deadline) throw new Error(`no ${event}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  return { socket, next };
}

// Connect at socketHost, authorise the channel at authHost (as pusher-js does, through POST api/realtime/auth),
// subscribe with that signature, and answer the gateway's reply.
async function subscribeAcrossHosts(socketHost: string, authHost: string) {
  const client = openSocket(socketHost);
  const { socket_id: socketId } = JSON.parse((await client.next('pusher:connection_established')).data) as {
    socket_id: string;
  };
  const channel = userChannelName(alphaUserId);
  const auth = await t.app.inject({
    method: 'POST',
    url: '/api/realtime/auth',
    headers: { host: authHost, authorization: `Bearer ${alphaToken}` },
    payload: { socket_id: socketId, channel_name: channel },
  });
  expect(auth.statusCode).toBe(200);
  client.socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth.json() } }));
  const reply = await Promise.race([
    client.next('pusher_internal:subscription_succeeded'),
    client.next('pusher:subscription_error'),
  ]);
  return { reply, client };
}

const { database, t } = useTestApp();
beforeAll(async () => {
  // The default firm (lowest id) serves every host no firm claims; Alpha and Beta are served at their own only.
  await createFirm(database.db, { name: 'Default' });
  const alphaFirm = await createFirm(database.db, { name: 'Alpha' });
  const betaFirm = await createFirm(database.db, { name: 'Beta' });
  await database.db.insert(firmDomains).values([
    { firmId: alphaFirm.id, domain: alpha },
    { firmId: betaFirm.id, domain: beta },
  ]);
  const client = await createClientUser(database.db, { firmId: alphaFirm.id });
  alphaUserId = client.user.id;
  alphaToken = await createToken(database.db, {
    userId: client.user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  port = await listen(t.app);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

describe("a socket's subscription and the host it connected to", () => {
  it("subscribes a client of Alpha on a socket at Alpha's host (port and case as a browser may send them)", async () => {
    const { reply } = await subscribeAcrossHosts(`ALPHA.example.test:${port}`, alpha);
    expect(reply.event).toBe('pusher_internal:subscription_succeeded');
  });

  it("refuses the same signature on a socket at Beta's host, and keeps the socket open", async () => {
    const { reply, client } = await subscribeAcrossHosts(beta, alpha);
    expect(reply.event).toBe('pusher:subscription_error');
    expect(JSON.parse(reply.data)).toMatchObject({ status: 403 });
    // Refused as pusher-js expects (channel.bind('pusher:subscription_error')): the socket stays open.
    client.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await client.next('pusher:pong');
  });

  it('refuses it at a host no firm claims, which serves only the default firm', async () => {
    const { reply } = await subscribeAcrossHosts('127.0.0.1', alpha);
    expect(JSON.parse(reply.data)).toMatchObject({ status: 403 });
  });
});
