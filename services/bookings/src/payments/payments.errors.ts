import { defineErrors, ErrorKind } from '@village/kit';

export enum PaymentsErrorCode {
  PaymentNotFound = 'PAYMENT_NOT_FOUND',
  PaymentStatusConflict = 'PAYMENT_STATUS_CONFLICT',
  PaymentCardRefused = 'PAYMENT_CARD_REFUSED',
  PaymentRefundInvalid = 'PAYMENT_REFUND_INVALID',
  PaymentWebhookInvalid = 'PAYMENT_WEBHOOK_INVALID',
  PaymentProviderUnavailable = 'PAYMENT_PROVIDER_UNAVAILABLE',
}

export const paymentsErrors = defineErrors<PaymentsErrorCode>({
  [PaymentsErrorCode.PaymentNotFound]: ErrorKind.NotFound,
  [PaymentsErrorCode.PaymentStatusConflict]: ErrorKind.Conflict,
  [PaymentsErrorCode.PaymentCardRefused]: ErrorKind.Invalid,
  [PaymentsErrorCode.PaymentRefundInvalid]: ErrorKind.Invalid,
  [PaymentsErrorCode.PaymentWebhookInvalid]: ErrorKind.Invalid,
  [PaymentsErrorCode.PaymentProviderUnavailable]: ErrorKind.Unavailable,
});

export const paymentNotFound = () => paymentsErrors.error(PaymentsErrorCode.PaymentNotFound, 'Payment not found');

export const paymentStatusConflict = (status: string, action: string) =>
  paymentsErrors.error(PaymentsErrorCode.PaymentStatusConflict, `This payment is ${status} and cannot be ${action}.`);

export const paymentCardRefused = (message: string, field: string) =>
  paymentsErrors.error(PaymentsErrorCode.PaymentCardRefused, message, { [field]: message });

export const paymentRefundInvalid = (message: string) =>
  paymentsErrors.error(PaymentsErrorCode.PaymentRefundInvalid, message);

export const paymentWebhookInvalid = () =>
  paymentsErrors.error(PaymentsErrorCode.PaymentWebhookInvalid, 'The webhook signature is not valid.');

export const paymentProviderUnavailable = (what: string) =>
  paymentsErrors.error(PaymentsErrorCode.PaymentProviderUnavailable, `Card payments are unavailable: ${what}.`);
