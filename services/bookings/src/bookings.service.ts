import { bookingsMemberErasureConsumer } from './erasure/member-erasure.consumer';
import {
  defineService,
  ErasedMemberEntity,
  handleJob,
  memberBlocksProjection,
  memberContactsProjection,
} from '@village/kit';
import { memberContactRulesProjection } from '@village/kit';
import { BookingsAdminCountsResolver } from './admin/admin-counts.resolver';
import { PaymentAnalyticsQueries } from './analytics/payment-analytics.queries';
import { PaymentAnalyticsResolver } from './analytics/payment-analytics.resolver';
import { bookingsMigrations } from '../migrations';
import { BookingEntity } from './booking/booking.entity';
import { BookingQueries } from './booking/booking-queries';
import { ChangeBookingStatusUseCase } from './booking/change-booking-status.use-case';
import { RequestBookingUseCase } from './booking/request-booking.use-case';
import { ServiceDayCapacityEntity } from './booking/service-day-capacity.entity';
import { CompleteBookingsHandler } from './completion/complete-bookings.handler';
import { CompleteBookingsJob } from './completion/complete-bookings.job';
import { bookingsEnvSchema } from './env';
import { ExpireRequestsHandler } from './expiry/expire-requests.handler';
import { ExpireRequestsJob } from './expiry/expire-requests.job';
import { BookingMail } from './notifications/booking-mail';
import { CommissionSettingEntity } from './commission/commission-setting.entity';
import { CommissionSettingsResolver } from './commission/commission-settings.resolver';
import { SetCommissionRateUseCase } from './commission/set-commission-rate.use-case';
import { BookingsResolver } from './graph/bookings.resolver';
import { OfferedServiceEntity } from './offered-services/offered-service.entity';
import {
  serviceDeletedConsumer,
  serviceListedConsumer,
  serviceStatusChangedConsumer,
  serviceUpdatedConsumer,
} from './offered-services/offered-services.consumers';
import { BookingHandoverEntity } from './pickups/booking-handover.entity';
import { BookingPickupEntity } from './pickups/booking-pickup.entity';
import { BookingPickupsUseCase } from './pickups/booking-pickups.use-case';
import { HandoverMail } from './pickups/handover-mail';
import { BookingPickupsResolver } from './pickups/pickups.resolver';
import { MemberLastInitialEntity } from './safety/member-last-initial.entity';
import { memberLastInitialConsumer } from './safety/member-last-initial.consumer';
import { SafetyCheckInDueHandler } from './safety/safety-check-in.handler';
import { SafetyCheckInDueJob } from './safety/safety-check-in.job';
import { SafetyPlanActionEntity } from './safety/safety-plan-action.entity';
import { SafetyPlanEntity } from './safety/safety-plan.entity';
import { SafetyPlans } from './safety/safety-plans';
import { SafetyPlansResolver } from './safety/safety-plans.resolver';
import { CoverCircle } from './cover/cover-circle';
import { CoverCircleMemberEntity } from './cover/cover-circle-member.entity';
import { CoverCircleResolver } from './cover/cover.resolver';
import { CoverRequestEntity } from './cover/cover-request.entity';
import { CoverMemberPlaceEntity } from './cover/cover-member-place.entity';
import { coverMemberPlaceConsumer, coverMemberVerifiedConsumer } from './cover/cover-member-place.consumers';
import { CoverRequestOfferEntity } from './cover/cover-request-offer.entity';
import { CoverWidenHandler } from './cover/cover-widen.handler';
import { CoverWidenJob } from './cover/cover-widen.job';
import { BookingCareHoursEntity } from './time-bank/booking-care-hours.entity';
import { starterHoursConsumer } from './time-bank/starter-hours.consumer';
import { TimeBankEntryEntity } from './time-bank/time-bank-entry.entity';
import { TimeBankQueries } from './time-bank/time-bank.queries';
import { BookingCareHoursResolver, TimeBankResolver } from './time-bank/time-bank.resolver';
import { keepWebhookRawBody, paymentsControllers, paymentsProviders } from './payments/payments.providers';
import { BookingsDataExportResolver } from './data-export/bookings-data-export.resolver';
import { ServiceOccurrenceStateEntity } from './occurrences/service-occurrence-state.entity';
import { ServiceSeriesStateEntity } from './occurrences/service-series-state.entity';
import { ServiceOccurrences } from './occurrences/service-occurrences';
import { ServiceOccurrencesResolver } from './occurrences/occurrences.resolver';

export const bookingsService = defineService({
  name: 'bookings',
  env: bookingsEnvSchema,
  mail: true,
  entities: [
    ErasedMemberEntity,
    OfferedServiceEntity,
    ...memberBlocksProjection.entities,
    ...memberContactRulesProjection('bookings-contact-rules').entities,
    BookingEntity,
    ServiceDayCapacityEntity,
    CommissionSettingEntity,
    ...memberContactsProjection.entities,
    BookingPickupEntity,
    BookingHandoverEntity,
    SafetyPlanEntity,
    SafetyPlanActionEntity,
    MemberLastInitialEntity,
    CoverCircleMemberEntity,
    CoverRequestEntity,
    CoverRequestOfferEntity,
    CoverMemberPlaceEntity,
    BookingCareHoursEntity,
    TimeBankEntryEntity,
    ServiceOccurrenceStateEntity,
    ServiceSeriesStateEntity,
  ],
  migrations: bookingsMigrations,
  consumers: [
    serviceListedConsumer,
    serviceUpdatedConsumer,
    serviceStatusChangedConsumer,
    serviceDeletedConsumer,
    ...memberBlocksProjection.consumers,
    ...memberContactRulesProjection('bookings-contact-rules').consumers,
    ...memberContactsProjection.consumers,
    memberLastInitialConsumer,
    coverMemberPlaceConsumer,
    coverMemberVerifiedConsumer,
    starterHoursConsumer,
    bookingsMemberErasureConsumer,
  ],
  controllers: [...paymentsControllers],
  providers: [
    BookingsDataExportResolver,
    BookingsAdminCountsResolver,
    BookingQueries,
    RequestBookingUseCase,
    ChangeBookingStatusUseCase,
    BookingsResolver,
    SetCommissionRateUseCase,
    CommissionSettingsResolver,
    PaymentAnalyticsQueries,
    PaymentAnalyticsResolver,
    BookingMail,
    ...paymentsProviders,
    HandoverMail,
    BookingPickupsUseCase,
    BookingPickupsResolver,
    SafetyPlans,
    SafetyPlansResolver,
    CoverCircle,
    CoverCircleResolver,
    TimeBankQueries,
    TimeBankResolver,
    BookingCareHoursResolver,
    ServiceOccurrences,
    ServiceOccurrencesResolver,
  ],
  configureHttp: keepWebhookRawBody,
  jobs: [
    // Every 15 minutes: confirmed bookings whose day has ended in Europe/London become completed.
    handleJob(CompleteBookingsJob, CompleteBookingsHandler, { schedule: { cron: '*/15 * * * *' } }),
    // Every 15 minutes: pending requests unpaid for 24 hours, or unanswered past their day, are cancelled.
    handleJob(ExpireRequestsJob, ExpireRequestsHandler, { schedule: { cron: '*/15 * * * *' } }),
    // At a safety plan's check-in time: the trusted contact is emailed unless the member checked in.
    handleJob(SafetyCheckInDueJob, SafetyCheckInDueHandler),
    // When the cover circle's time to answer is up: an open request is offered to nearby verified childcare hosts.
    handleJob(CoverWidenJob, CoverWidenHandler),
  ],
});
