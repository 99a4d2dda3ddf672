export interface GatewayContext {
  accessToken: string | null;
  userId: string | null;
  correlationId: string;
}
