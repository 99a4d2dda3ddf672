import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { startCallRooms, type CallRoomsTestApp } from '../../services/media/test/support/call-rooms-test-app';
import { offlineGateway } from './support/offline-gateway';
import type { FastifyInstance } from 'fastify';

let calls: CallRoomsTestApp;
let gateway: FastifyInstance;
let gatewayUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  calls = await startCallRooms();
  // Only media answers: the relay finds it beside its /graphql endpoint, as the gateway's subgraph list names it.
  gateway = (await offlineGateway({ SUBGRAPH_MEDIA_URL: `${calls.url}/graphql` })).app;
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await gateway?.close();
  await calls?.close();
});

/** A socket.io client as the call page opens it, through the gateway. */
function callSocket(token: string): Socket {
  const socket = io(gatewayUrl, {
    path: '/api/video-calls/socket',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    timeout: 5_000,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket): Promise<void> =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe("the gateway relays the call channel to media's", () => {
  it('carries a call through: join-room, chat back from media', async () => {
    const host = await calls.member('Hannah');
    const meeting = await calls.meeting(host);
    const pass = await calls.pass(host, meeting.roomId);
    const socket = callSocket(pass.token);
    await connected(socket);

    const joined = (await socket.emitWithAck('join-room', { roomId: meeting.roomId })) as { ok: boolean };
    const chat = new Promise((resolve) => socket.once('chat-message', resolve));
    await socket.emitWithAck('chat-message', { roomId: meeting.roomId, text: 'Through the gateway' });

    expect(joined).toMatchObject({ ok: true, state: 'joined' });
    expect(await chat).toMatchObject({ text: 'Through the gateway', sender: 'Hannah' });
  });

  it("passes media's refusal of a bad pass on to the browser", async () => {
    const socket = callSocket('not-a-pass');

    await expect(connected(socket)).rejects.toThrow('Your call pass expired. Please join again.');
  });

  it('refuses HTTP long-polling', async () => {
    const response = await fetch(`${gatewayUrl}/api/video-calls/socket/?EIO=4&transport=polling`);

    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it.each([
    ['another path', '/api/other/socket/?EIO=4&transport=websocket'],
    ["media's own path", '/video-calls/socket/?EIO=4&transport=websocket'],
    ['the polling transport', '/api/video-calls/socket/?EIO=4&transport=polling'],
  ])('refuses a WebSocket upgrade of %s', async (_what, path) => {
    expect(await upgradeStatus(path)).toBe(404);
  });
});

/** What the gateway answers a WebSocket upgrade request of the path: 101 when it upgrades. */
function upgradeStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${gatewayUrl}${path}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    request.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}
