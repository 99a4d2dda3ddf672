import type { StandInMetrics, StandInPlatform, StandInPost } from './stand-in-state';

/** Tests steer the platform stand-in through its /__control API with this client. */
export class SocialPlatformsControl {
  constructor(private readonly baseUrl: string) {}

  /** The next `count` publishes on the platform answer `status` (429 with Retry-After when `retryAfterSeconds` is given). */
  async failNextPublishes(
    platform: StandInPlatform,
    status: number,
    options: { count?: number; retryAfterSeconds?: number } = {},
  ): Promise<void> {
    await this.call('POST', '/__control/fail', { platform, status, ...options });
  }

  /** The figures the platform reports for a post from now on. */
  async setMetrics(externalId: string, metrics: StandInMetrics): Promise<void> {
    await this.call('POST', '/__control/metrics', { externalId, ...metrics });
  }

  /** What was posted, oldest first (one platform's, or all). */
  async posts(platform?: StandInPlatform): Promise<StandInPost[]> {
    const query = platform ? `?platform=${platform}` : '';
    return (await this.call('GET', `/__control/posts${query}`)) as StandInPost[];
  }

  async reset(): Promise<void> {
    await this.call('POST', '/__control/reset');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Platform stand-in ${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
}
