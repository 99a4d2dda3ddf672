import { type BeforeApplicationShutdown, Controller, Get, Req, Res } from '@nestjs/common';
import { type AuthenticatedUser, CurrentUser } from '@village/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageNotices } from './message-notices';

/** A comment line often enough that proxies keep the stream open. */
export const HEARTBEAT_MS = 25_000;

/**
 * The signed-in member's live stream of new messages (server-sent events), which the gateway relays as
 * /api/messages/stream. Each event names the conversation and message only; the browser reads the message itself
 * through the conversation's route, where participants are checked. Open streams are ended when the service stops:
 * the server closes without waiting for them, and the browser's EventSource reconnects to another replica.
 */
@Controller('messages')
export class MessageStreamController implements BeforeApplicationShutdown {
  private readonly openStreams = new Set<() => void>();

  constructor(private readonly notices: MessageNotices) {}

  beforeApplicationShutdown(): void {
    for (const end of [...this.openStreams]) end();
  }

  @Get('stream')
  async stream(
    @CurrentUser() viewer: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const raw = reply.raw;
    let open = false;
    // Subscribed before answering: a failure to listen is an error answer, not a stream that never speaks.
    const unsubscribe = await this.notices.subscribe(viewer.id, (notice) => {
      if (!open) return;
      const data = {
        conversationId: notice.conversationId,
        messageId: notice.messageId,
        mine: notice.senderId === viewer.id,
      };
      raw.write(`event: message\ndata: ${JSON.stringify(data)}\n\n`);
    });
    if (request.raw.socket.destroyed || raw.destroyed) {
      unsubscribe();
      return;
    }
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    open = true;
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      this.openStreams.delete(end);
    };
    const end = () => {
      close();
      raw.end();
    };
    this.openStreams.add(end);
    raw.on('close', close);
    raw.write(': connected\n\n');
  }
}
