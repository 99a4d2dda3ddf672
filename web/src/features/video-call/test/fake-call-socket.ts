import type { Participant } from '../call-channel';

type Listener = (...args: unknown[]) => void;
/** A fixed acknowledgement, or one made from what the page sent. */
type Answer = unknown;

/**
 * The socket.io client as the call page uses it, driven by the test: `serverSends` delivers a server event,
 * `answers` sets what an acknowledgement carries (default `{ ok: true }`), `sent` records what the page emitted.
 */
export class FakeCallSocket {
  active = true;
  connected = false;
  disconnected = false;
  readonly sent: { event: string; payload: unknown }[] = [];
  answers: Record<string, Answer> = {};
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const forEvent = this.listeners.get(event) ?? new Set();
    forEvent.add(listener);
    this.listeners.set(event, forEvent);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (answer: unknown) => void): this {
    this.sent.push({ event, payload });
    const answer = this.answers[event] ?? { ok: true };
    ack?.(typeof answer === 'function' ? (answer as (sent: unknown) => unknown)(payload) : answer);
    return this;
  }

  disconnect(): this {
    this.connected = false;
    this.active = false;
    this.disconnected = true;
    return this;
  }

  connectNow(): void {
    this.connected = true;
    this.serverSends('connect');
  }

  serverSends(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  sentOf(event: string): unknown[] {
    return this.sent.filter((each) => each.event === event).map((each) => each.payload);
  }
}

export function aParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    peerId: 'peer-bea',
    userId: 'user-bea',
    name: 'Bea',
    isHost: false,
    audio: true,
    video: true,
    ...overrides,
  };
}
