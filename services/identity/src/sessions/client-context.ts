/** Who is calling, as the gateway saw them: for the audit log and the sign-in limits. */
export interface ClientContext {
  ip?: string | null;
  /** The browser's User-Agent, for the member's list of signed-in devices. */
  userAgent?: string | null;
}

/** The header the gateway puts the member's address in (identity is reachable only from the gateway). */
export const CLIENT_IP_HEADER = 'x-village-client-ip';
/** The header the gateway puts the member's browser's User-Agent in. */
export const CLIENT_USER_AGENT_HEADER = 'x-village-client-user-agent';

const MAX_USER_AGENT = 512;

const firstOf = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function clientContextOf(headers: Record<string, string | string[] | undefined>): ClientContext {
  const ip = firstOf(headers[CLIENT_IP_HEADER]);
  const userAgent = firstOf(headers[CLIENT_USER_AGENT_HEADER])?.trim();
  return {
    ip: ip && ip.length <= 64 ? ip : null,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
  };
}
