import { defineService, handleJob } from '@village/kit';
import { IdentityAdminCountsResolver } from './admin/admin-counts.resolver';
import { identityMigrations } from '../migrations';
import { AccountLinkRequestEntity } from './account-links/account-link-request.entity';
import { AccountLinkEntity } from './account-links/account-link.entity';
import { AccountLinks } from './account-links/account-links';
import { AccountLinksController } from './account-links/account-links.controller';
import { RequestAccountLinkUseCase } from './account-links/request-account-link.use-case';
import { ResetPasswordUseCase } from './account-links/reset-password.use-case';
import { SignInWithMagicLinkUseCase } from './account-links/sign-in-with-magic-link.use-case';
import { DevelopmentSignInController } from './development/development-sign-in.controller';
import { DevelopmentSignInUseCase } from './development/development-sign-in.use-case';
import { MemberSessions } from './devices/member-sessions';
import { MemberSessionsResolver } from './devices/member-sessions.resolver';
import { CompleteSignupUseCase } from './signup-completion/complete-signup.use-case';
import { SignupCompletionResolver } from './signup-completion/signup-completion.resolver';
import { BootstrapAdmin } from './admin/bootstrap-admin';
import { BlockMemberUseCase } from './blocking/block-member.use-case';
import { BlockedMembersQuery } from './blocking/blocked-members.query';
import { BlockingResolver } from './blocking/blocking.resolver';
import { MemberBlockEntity } from './blocking/member-block.entity';
import { UnblockMemberUseCase } from './blocking/unblock-member.use-case';
import { ChangePasswordUseCase } from './credentials/change-password.use-case';
import { CredentialsController } from './credentials/credentials.controller';
import { ConfirmEmailUseCase } from './email-confirmation/confirm-email.use-case';
import { EmailConfirmationTokenEntity } from './email-confirmation/email-confirmation-token.entity';
import { EmailConfirmationTokens } from './email-confirmation/email-confirmation-tokens';
import { EmailConfirmationResolver } from './email-confirmation/email-confirmation.resolver';
import { ResendEmailConfirmationUseCase } from './email-confirmation/resend-email-confirmation.use-case';
import { EnhancedProfileEntity } from './enhanced-profile/enhanced-profile.entity';
import { EnhancedProfileResolver } from './enhanced-profile/enhanced-profile.resolver';
import { GetEnhancedProfileUseCase } from './enhanced-profile/get-enhanced-profile.use-case';
import { UpdateEnhancedProfileUseCase } from './enhanced-profile/update-enhanced-profile.use-case';
import { identityEnvSchema } from './env';
import { mfaControllers, mfaEntities, mfaProviders } from './mfa/mfa.feature';
import { MemberMail } from './notifications/member-mail';
import { QueuedMemberMail } from './notifications/queued-member-mail';
import { ExternalIdentityEntity } from './external-sign-in/external-identity.entity';
import { ExternalSignInController } from './external-sign-in/external-sign-in.controller';
import { SignInWithExternalIdentityUseCase } from './external-sign-in/sign-in-with-external-identity.use-case';
import { ProfileSetupResolver } from './profile-setup/profile-setup.resolver';
import { SetUpProfileUseCase } from './profile-setup/set-up-profile.use-case';
import { RegisterMemberUseCase } from './registration/register-member.use-case';
import { RegistrationController } from './registration/registration.controller';
import { PasswordHasher } from './sessions/password-hasher';
import { RefreshSessionUseCase } from './sessions/refresh-session.use-case';
import { RefreshTokenEntity } from './sessions/refresh-token.entity';
import { RevokedSessionsQuery } from './sessions/revoked-sessions.query';
import { NewDeviceAlert } from './sessions/new-device-alert';
import { SessionIssuer } from './sessions/session-issuer';
import { SessionsController } from './sessions/sessions.controller';
import { SignInFailureEntity } from './sessions/sign-in-failure.entity';
import { SignInThrottle } from './sessions/sign-in-throttle';
import { SignInController } from './sign-in/sign-in.controller';
import { SignInUseCase } from './sign-in/sign-in.use-case';
import { SignOutUseCase } from './sessions/sign-out.use-case';
import { TokenIssuer } from './sessions/token-issuer';
import { CredentialEntity } from './users/credential.entity';
import { UserEntity } from './users/user.entity';
import { MemberSearchResolver } from './members/member-search.resolver';
import { SearchMembersQuery } from './members/search-members.query';
import { UsersResolver } from './members/users.resolver';
import { DecideVerificationUseCase } from './verification/decide-verification.use-case';
import { VerificationCaseEntity } from './verification/verification-case.entity';
import { VerificationResolver } from './verification/verification.resolver';
import { suspensionConsumers } from './suspension/member-suspended.consumer';
import { ContactHasher } from './pre-emptive-blocks/contact-hasher';
import { PreEmptiveBlockEntity } from './pre-emptive-blocks/pre-emptive-block.entity';
import { PreEmptiveBlocks } from './pre-emptive-blocks/pre-emptive-blocks';
import { PreEmptiveBlocksResolver } from './pre-emptive-blocks/pre-emptive-blocks.resolver';
import { CalendarBookingEntity } from './calendar/calendar-booking.entity';
import { CalendarEntriesQuery } from './calendar/calendar-entries.query';
import { CalendarEventPlaceEntity } from './calendar/calendar-event-place.entity';
import { CalendarFeedLinkEntity } from './calendar/calendar-feed-link.entity';
import { CalendarFeedLinks } from './calendar/calendar-feed-links';
import { CalendarMeetingAnswerEntity } from './calendar/calendar-meeting-answer.entity';
import { CalendarMeetingEntity } from './calendar/calendar-meeting.entity';
import { calendarProjectionConsumers } from './calendar/calendar-projection.consumers';
import { CalendarResolver } from './calendar/calendar.resolver';
import { GoogleCalendarConfig } from './google-calendar/google-calendar.config';
import { GoogleCalendarConnections } from './google-calendar/google-calendar-connections';
import {
  GoogleCalendarConnectionEntity,
  GoogleCalendarPushedEventEntity,
  GoogleCalendarStateEntity,
} from './google-calendar/google-calendar.entities';
import {
  PushGoogleCalendarHandler,
  PushGoogleCalendarJob,
  SweepGoogleCalendarsHandler,
  SweepGoogleCalendarsJob,
} from './google-calendar/google-calendar-push.job';
import { GoogleCalendarResolver } from './google-calendar/google-calendar.resolver';
import { MemberVouchEntity } from './vouches/member-vouch.entity';
import { MemberVouches } from './vouches/member-vouches';
import { MemberVouchesResolver } from './vouches/member-vouches.resolver';
import { UserTrustResolver } from './trust-ladder/user-trust.resolver';
import { DbsCheckEntity } from './dbs-checks/dbs-check.entity';
import { DbsChecks } from './dbs-checks/dbs-checks';
import { DbsChecksResolver } from './dbs-checks/dbs-checks.resolver';
import { IdentityDataExportResolver } from './data-export/identity-data-export.resolver';
import { ContactRuleEntity } from './contact-rule/contact-rule.entity';
import { ContactRule } from './contact-rule/contact-rule';
import { ContactRuleResolver } from './contact-rule/contact-rule.resolver';
import { AccountErasureController } from './erasure/account-erasure.controller';
import { EraseAccountUseCase } from './erasure/erase-account.use-case';

export const identityService = defineService({
  name: 'identity',
  env: identityEnvSchema,
  entities: [
    UserEntity,
    CredentialEntity,
    RefreshTokenEntity,
    SignInFailureEntity,
    AccountLinkEntity,
    AccountLinkRequestEntity,
    ...mfaEntities,
    EmailConfirmationTokenEntity,
    ExternalIdentityEntity,
    VerificationCaseEntity,
    EnhancedProfileEntity,
    MemberBlockEntity,
    PreEmptiveBlockEntity,
    CalendarFeedLinkEntity,
    CalendarBookingEntity,
    CalendarMeetingEntity,
    CalendarMeetingAnswerEntity,
    CalendarEventPlaceEntity,
    GoogleCalendarConnectionEntity,
    GoogleCalendarStateEntity,
    GoogleCalendarPushedEventEntity,
    MemberVouchEntity,
    DbsCheckEntity,
    ContactRuleEntity,
  ],
  migrations: identityMigrations,
  consumers: [...suspensionConsumers, ...calendarProjectionConsumers],
  mail: true,
  controllers: [
    SessionsController,
    SignInController,
    RegistrationController,
    CredentialsController,
    AccountLinksController,
    DevelopmentSignInController,
    ...mfaControllers,
    ExternalSignInController,
    AccountErasureController,
  ],
  providers: [
    IdentityDataExportResolver,
    IdentityAdminCountsResolver,
    TokenIssuer,
    PasswordHasher,
    SessionIssuer,
    NewDeviceAlert,
    RegisterMemberUseCase,
    SignInUseCase,
    RefreshSessionUseCase,
    SignOutUseCase,
    UsersResolver,
    SearchMembersQuery,
    MemberSearchResolver,
    BootstrapAdmin,
    SignInThrottle,
    RevokedSessionsQuery,
    ChangePasswordUseCase,
    AccountLinks,
    RequestAccountLinkUseCase,
    SignInWithMagicLinkUseCase,
    ResetPasswordUseCase,
    MemberSessions,
    MemberSessionsResolver,
    CompleteSignupUseCase,
    SignupCompletionResolver,
    DevelopmentSignInUseCase,
    ...mfaProviders,
    { provide: MemberMail, useClass: QueuedMemberMail },
    EmailConfirmationTokens,
    ConfirmEmailUseCase,
    ResendEmailConfirmationUseCase,
    EmailConfirmationResolver,
    SignInWithExternalIdentityUseCase,
    SetUpProfileUseCase,
    ProfileSetupResolver,
    DecideVerificationUseCase,
    VerificationResolver,
    GetEnhancedProfileUseCase,
    UpdateEnhancedProfileUseCase,
    EnhancedProfileResolver,
    BlockMemberUseCase,
    UnblockMemberUseCase,
    BlockedMembersQuery,
    BlockingResolver,
    ContactHasher,
    PreEmptiveBlocks,
    PreEmptiveBlocksResolver,
    CalendarFeedLinks,
    CalendarEntriesQuery,
    CalendarResolver,
    GoogleCalendarConfig,
    GoogleCalendarConnections,
    GoogleCalendarResolver,
    PushGoogleCalendarHandler,
    SweepGoogleCalendarsHandler,
    MemberVouches,
    MemberVouchesResolver,
    UserTrustResolver,
    DbsChecks,
    ContactRule,
    DbsChecksResolver,
    ContactRuleResolver,
    EraseAccountUseCase,
  ],
  jobs: [
    // Google Calendar: a push per changed member, retried with backoff; the sweep finds them every minute.
    handleJob(PushGoogleCalendarJob, PushGoogleCalendarHandler, { retry: { retries: 8 } }),
    handleJob(SweepGoogleCalendarsJob, SweepGoogleCalendarsHandler, { schedule: { cron: '* * * * *' } }),
  ],
});
