import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { Public } from '@village/kit';
import type { FastifyRequest } from 'fastify';
import { PaymentWebhook, type WebhookOutcome } from './payment-webhook';
import { webhookRawBodyOf } from './webhook-raw-body';

/**
 * Stripe's webhook, forwarded by the gateway (cluster-internal). Public: Stripe carries no member token; the
 * signature on the raw body is the authentication.
 */
@Public()
@Controller('payments')
export class PaymentWebhookController {
  constructor(private readonly webhook: PaymentWebhook) {}

  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() request: FastifyRequest,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookOutcome> {
    return this.webhook.handle(webhookRawBodyOf(request.raw), signature);
  }
}
