import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type MessageNotice, MESSAGES_CHANNEL } from './message-words';

/** The slice of a pg client this needs: one held for LISTEN. */
interface ListeningClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeAllListeners(): unknown;
  release(destroy?: boolean): void;
}

export type NoticeListener = (notice: MessageNotice) => void;

const RECONNECT_MS = 2000;

/**
 * New-message notices for the members connected to this replica. Every replica LISTENs on the channel each send
 * NOTIFYs at commit, so a member's stream learns of a message whichever replica stored it. The connection is taken
 * from the pool on the first subscriber and held while anyone listens.
 */
@Injectable()
export class MessageNotices implements OnModuleDestroy {
  private readonly logger = new Logger(MessageNotices.name);
  private readonly listeners = new Map<string, Set<NoticeListener>>();
  private client: ListeningClient | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Calls `listener` with each new message in a conversation of `memberId`; answers the unsubscribe. */
  async subscribe(memberId: string, listener: NoticeListener): Promise<() => void> {
    const forMember = this.listeners.get(memberId) ?? new Set<NoticeListener>();
    forMember.add(listener);
    this.listeners.set(memberId, forMember);
    const unsubscribe = () => {
      forMember.delete(listener);
      if (forMember.size === 0 && this.listeners.get(memberId) === forMember) this.listeners.delete(memberId);
      if (this.listeners.size === 0) this.stop();
    };
    try {
      await this.listen();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  onModuleDestroy(): void {
    this.closed = true;
    this.listeners.clear();
    this.stop();
  }

  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const pool = (this.dataSource.driver as unknown as { master: { connect(): Promise<ListeningClient> } }).master;
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === MESSAGES_CHANNEL && message.payload) this.deliver(message.payload);
    });
    client.on('error', (error) => {
      this.logger.warn(`messages LISTEN connection lost: ${error.message}`);
      this.drop(client, true);
      setTimeout(() => {
        if (this.listeners.size > 0) void this.listen().catch(() => undefined);
      }, RECONNECT_MS).unref();
    });
    await client.query(`LISTEN ${MESSAGES_CHANNEL}`);
    this.client = client;
    if (this.listeners.size === 0 || this.closed) this.stop();
  }

  private deliver(payload: string): void {
    let notice: MessageNotice;
    try {
      notice = JSON.parse(payload) as MessageNotice;
    } catch {
      return;
    }
    for (const memberId of new Set([notice.senderId, notice.recipientId])) {
      for (const listener of this.listeners.get(memberId) ?? []) listener(notice);
    }
  }

  private stop(): void {
    const client = this.client;
    if (!client) return;
    this.client = null;
    void client
      .query(`UNLISTEN ${MESSAGES_CHANNEL}`)
      .catch(() => undefined)
      .finally(() => this.drop(client, false));
  }

  private drop(client: ListeningClient, destroy: boolean): void {
    if (this.client === client) this.client = null;
    client.removeAllListeners();
    try {
      client.release(destroy);
    } catch {
      // Already released.
    }
  }
}
