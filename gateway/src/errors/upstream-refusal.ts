/** What a part of Village behind the gateway answered with an error status; a 4xx body is relayed as it is. */
export class UpstreamRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; fieldErrors?: Record<string, string> },
  ) {
    super(body.message ?? `answered ${status}`);
  }
}
