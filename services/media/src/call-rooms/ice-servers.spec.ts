import { createHmac } from 'node:crypto';
import { iceServersFor, TURN_CREDENTIAL_TTL_SECONDS } from './ice-servers';

const NOW = new Date('2030-01-01T10:00:00Z');
const MEMBER = '2f7c1d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const STUN = { urls: 'stun:stun.village.test:3478' };
const TURN = { urls: ['turn:turn.village.test:3478', 'turns:turn.village.test:5349'] };

describe('ICE servers of a call', () => {
  it('are the configured ones, as they are, without a TURN shared secret', () => {
    const configured = [STUN, { ...TURN, username: 'static', credential: 'static-password' }];

    expect(iceServersFor({ ICE_SERVERS: configured, TURN_SHARED_SECRET: undefined }, MEMBER, NOW)).toEqual(configured);
  });

  it('are none when none is configured', () => {
    expect(iceServersFor({ ICE_SERVERS: [], TURN_SHARED_SECRET: 'a-turn-shared-secret' }, MEMBER, NOW)).toEqual([]);
  });

  it('give TURN entries time-limited credentials from the shared secret, and leave STUN entries alone', () => {
    const [stun, turn] = iceServersFor(
      { ICE_SERVERS: [STUN, TURN], TURN_SHARED_SECRET: 'a-turn-shared-secret' },
      MEMBER,
      NOW,
    );

    const username = `${NOW.getTime() / 1000 + TURN_CREDENTIAL_TTL_SECONDS}:${MEMBER}`;
    expect(stun).toEqual(STUN);
    expect(turn).toEqual({
      urls: TURN.urls,
      username,
      credential: createHmac('sha1', 'a-turn-shared-secret').update(username).digest('base64'),
    });
  });
});
