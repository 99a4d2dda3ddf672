import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph, runGraph } from '../graph/execute-graph';
import type { GraphRoutesOptions } from './graph-routes-options';
import { CALL_OPENS_AT_QUERY, JOIN_VIDEO_CALL, type GraphVideoCallPass } from './video-calls.graph';
import { joinVideoCallRouteSchema, type VideoCallJoinJson } from './video-calls.schemas';
import { meetingJson } from './video-meetings.routes';

export const SIGN_IN_TO_JOIN_MESSAGE = 'Please sign in to join the video call';
const CALL_NOT_OPEN = 'CALL_NOT_OPEN';

const passJson = (pass: GraphVideoCallPass): VideoCallJoinJson => ({
  token: pass.token,
  expiresAt: pass.expiresAt,
  mode: pass.mode,
  lobby: pass.lobby,
  socketPath: '/api/video-calls/socket',
  iceServers: pass.iceServers.map((server) => ({
    urls: server.urls.length === 1 ? (server.urls[0] ?? '') : server.urls,
    ...(server.username === null ? {} : { username: server.username }),
    ...(server.credential === null ? {} : { credential: server.credential }),
  })),
  meeting: meetingJson(pass.meeting),
});

/** POST /api/video-calls/{roomId}/join: media's join rules through the graph; the call channel is relayed apart. */
export async function videoCallsRoutes(fastify: FastifyInstance, options: GraphRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/video-calls/:roomId/join', { schema: joinVideoCallRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) {
      throw new UpstreamRefusal(401, { message: SIGN_IN_TO_JOIN_MESSAGE, code: 'NOT_SIGNED_IN' });
    }
    const { roomId } = request.params;
    try {
      const data = await executeGraph<{ joinVideoCall: GraphVideoCallPass }>(
        options.graph,
        JOIN_VIDEO_CALL,
        { roomId },
        context,
      );
      return await reply.header('cache-control', 'no-store').send(passJson(data.joinVideoCall));
    } catch (error) {
      if (!(error instanceof UpstreamRefusal) || error.body.code !== CALL_NOT_OPEN) throw error;
      const { data } = await runGraph<{ videoMeetingByRoom: { joinOpensAt: string } | null }>(
        options.graph,
        CALL_OPENS_AT_QUERY,
        { roomId },
        context,
      );
      const opensAt = data?.videoMeetingByRoom?.joinOpensAt;
      return reply.status(409).send({ ...error.body, message: error.message, ...(opensAt ? { opensAt } : {}) });
    }
  });
}
