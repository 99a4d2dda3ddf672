/** Who is calling, as the gateway saw them: for the audit log and the sign-in limits. */
export interface ClientContext {
  ip?: string | null;
}

/** The header the gateway puts the member's address in (identity is reachable only from the gateway). */
export const CLIENT_IP_HEADER = 'x-village-client-ip';

export function clientContextOf(headers: Record<string, string | string[] | undefined>): ClientContext {
  const value = headers[CLIENT_IP_HEADER];
  const ip = Array.isArray(value) ? value[0] : value;
  return { ip: ip && ip.length <= 64 ? ip : null };
}
