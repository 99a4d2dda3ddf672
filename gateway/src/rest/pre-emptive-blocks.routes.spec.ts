// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { preEmptiveBlocksRoutes } from './pre-emptive-blocks.routes';

const blocksApp = (answer: unknown, accessToken: string | null) =>
  graphRoutesTestApp(preEmptiveBlocksRoutes, answer, accessToken);

const BLOCK = { id: 'block-1', kind: 'email', label: 'Not him', createdAt: '2026-11-24T06:00:00.000Z' };

it('sends the address and label to the graph once and answers the block, never the address', async () => {
  const { app, asked } = await blocksApp({ data: { addPreEmptiveBlock: BLOCK } }, 'token');
  const response = await app.inject({
    method: 'POST',
    url: '/api/blocks/pre-emptive',
    payload: { email: 'him@example.test', label: 'Not him' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(BLOCK);
  expect(asked.map((one) => one.variables)).toEqual([{ input: { email: 'him@example.test', label: 'Not him' } }]);
});

it('sends a phone number alone to the graph and answers the block, never the number', async () => {
  const phoneBlock = { ...BLOCK, kind: 'phone' };
  const { app, asked } = await blocksApp({ data: { addPreEmptiveBlock: phoneBlock } }, 'token');
  const response = await app.inject({
    method: 'POST',
    url: '/api/blocks/pre-emptive',
    payload: { phone: '07911 123456' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(phoneBlock);
  expect(response.body).not.toContain('123456');
  expect(asked.map((one) => one.variables)).toEqual([{ input: { phone: '07911 123456', label: null } }]);
});

it('answers 400 for both an address and a number, or neither, without asking the graph', async () => {
  const { app, asked } = await blocksApp({ data: null }, 'token');
  for (const payload of [{ email: 'him@example.test', phone: '07911 123456' }, { label: 'Nobody' }]) {
    const response = await app.inject({ method: 'POST', url: '/api/blocks/pre-emptive', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please enter an email address or a phone number' });
  }
  expect(asked).toEqual([]);
});

it('lists the caller’s blocks, not cached', async () => {
  const { app } = await blocksApp({ data: { myPreEmptiveBlocks: [BLOCK] } }, 'token');
  const response = await app.inject({ method: 'GET', url: '/api/blocks/pre-emptive' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual([BLOCK]);
});

it('answers 401 signed out and 400 for a label over 60 characters, without asking the graph', async () => {
  const signedOut = await blocksApp({ data: null }, null);
  const list = await signedOut.app.inject({ method: 'GET', url: '/api/blocks/pre-emptive' });
  expect(list.statusCode).toBe(401);
  expect(signedOut.asked).toEqual([]);

  const { app, asked } = await blocksApp({ data: null }, 'token');
  const tooLong = await app.inject({
    method: 'POST',
    url: '/api/blocks/pre-emptive',
    payload: { email: 'him@example.test', label: 'x'.repeat(61) },
  });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json()).toMatchObject({ message: 'Label must be 60 characters or fewer' });
  expect(asked).toEqual([]);
});

it("passes the graph's NOT_FOUND on as 404 when removing a block that is not the caller's", async () => {
  const missing = { data: null, errors: [{ message: 'Block not found', extensions: { code: 'NOT_FOUND' } }] };
  const { app, asked } = await blocksApp(missing, 'token');
  const response = await app.inject({ method: 'DELETE', url: '/api/blocks/pre-emptive/block-9' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ message: 'Block not found' });
  expect(asked.map((one) => one.variables)).toEqual([{ id: 'block-9' }]);
});
