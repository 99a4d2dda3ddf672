export interface GatewayContext {
  accessToken: string | null;
  userId: string | null;
  correlationId: string;
  /** This request renewed the session: its answer must be sent by Fastify, which writes the new cookies. */
  refreshed?: boolean;
}
