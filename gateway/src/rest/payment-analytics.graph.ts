const SERVICE = 'serviceId title type amountMinor earnedMinor commissionMinor paidBookings';
const TRANSACTION = 'id serviceTitle serviceType amountMinor commissionMinor date status role';

export const MY_PAYMENT_ANALYTICS_QUERY = `query MyPaymentAnalytics { myPaymentAnalytics {
  earnedMinor spentMinor commissionPaidMinor paidBookings months { month earnedMinor spentMinor }
  topServices { ${SERVICE} } recentTransactions { ${TRANSACTION} }
} }`;

export const PAYMENT_ANALYTICS_QUERY = `query PaymentAnalytics { paymentAnalytics {
  volumeMinor commissionMinor hostEarningsMinor paidOutMinor paidBookings months { month volumeMinor commissionMinor }
  topServices { ${SERVICE} } recentTransactions { ${TRANSACTION} }
} }`;

export const COMMISSION_ANALYTICS_QUERY =
  'query CommissionAnalytics { commissionAnalytics { serviceType volumeMinor commissionMinor effectiveRate paidBookings } }';
