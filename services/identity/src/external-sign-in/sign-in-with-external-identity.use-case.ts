import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, OutboxWriter, parseOrThrow, type Clock } from '@village/kit';
import { publishMemberJoined } from '../users/member-joined.events';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import type { ClientContext } from '../sessions/client-context';
import { MfaGate, type GateOutcome } from '../mfa/mfa-gate';
import { PreEmptiveBlocks } from '../pre-emptive-blocks/pre-emptive-blocks';
import { UserEntity } from '../users/user.entity';
import { ExternalIdentityEntity } from './external-identity.entity';
import { verifyExternalSignInProof } from './external-sign-in-proof';
import {
  accountNotLinked,
  emailUnverified,
  externalSignInNotSetUp,
  externalSignInProofRefused,
} from './external-sign-in.errors';
import { externalSignInSchema, type ExternalSignIn, type ExternalSignInInput } from './external-sign-in.schema';

export interface ExternalSignInResult {
  user: UserEntity;
  /** A session, or (MFA on) the challenge the code step completes: see MfaGate. */
  admission: GateOutcome;
  /** What happened: the member signed in with a known link, an account was linked, or an account was made. */
  outcome: 'signed-in' | 'linked' | 'created';
}

/** The gateway's proof that it validated the provider's answer: see external-sign-in-proof.ts. */
export interface ExternalSignInProof {
  at?: string;
  signature?: string;
}

const UNIQUE_VIOLATION = '23505';
const NAME_MAX = 100;

/**
 * Signs a member in with an identity a provider vouched for (the gateway ran the OpenID Connect / OAuth dance):
 * a known (provider, subject) signs its member in; otherwise the account with that email is linked, or a new account
 * is made, but only when the provider says the email address is verified.
 */
@Injectable()
export class SignInWithExternalIdentityUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mfaGate: MfaGate,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly preEmptiveBlocks: PreEmptiveBlocks,
  ) {}

  async execute(
    input: ExternalSignInInput,
    proof: ExternalSignInProof,
    client: ClientContext = {},
  ): Promise<ExternalSignInResult> {
    this.requireGatewayProof(input, proof, client);
    const claims = parseOrThrow(externalSignInSchema, input);
    let member: Awaited<ReturnType<typeof this.attempt>>;
    try {
      member = await this.attempt(claims, client);
    } catch (error) {
      // Two first sign-ins of the same person at once: the other one linked or created first; this one now finds it.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      member = await this.attempt(claims, client);
    }
    this.audit.record('sign_in.external', { accountId: member.user.id, ip: client.ip, detail: claims.provider });
    return { ...member, admission: await this.mfaGate.admit(member.user, client) };
  }

  /** Only the gateway holds EXTERNAL_SIGN_IN_KEY: claims it did not sign change nothing. */
  private requireGatewayProof(input: ExternalSignInInput, proof: ExternalSignInProof, client: ClientContext): void {
    const key = this.env.EXTERNAL_SIGN_IN_KEY;
    const verdict = key ? verifyExternalSignInProof(key, input, proof, this.clock.now()) : 'not set up';
    if (verdict === 'valid') return;
    this.audit.record('sign_in.external_refused', { ip: client.ip, detail: `gateway proof ${verdict}` });
    throw key ? externalSignInProofRefused() : externalSignInNotSetUp();
  }

  private attempt(
    claims: ExternalSignIn,
    client: ClientContext,
  ): Promise<{ user: UserEntity; outcome: ExternalSignInResult['outcome'] }> {
    return this.dataSource.transaction((manager) => this.memberFor(manager, claims, client));
  }

  private async memberFor(
    manager: EntityManager,
    claims: ExternalSignIn,
    client: ClientContext,
  ): Promise<{ user: UserEntity; outcome: ExternalSignInResult['outcome'] }> {
    const links = manager.getRepository(ExternalIdentityEntity);
    const link = await links.findOneBy({ provider: claims.provider, subject: claims.subject });
    if (link) {
      await links.update({ id: link.id }, { lastSignedInAt: new Date() });
      return {
        user: await manager.getRepository(UserEntity).findOneByOrFail({ id: link.userId }),
        outcome: 'signed-in',
      };
    }
    const existing = await manager.getRepository(UserEntity).findOneBy({ email: claims.email });
    if (!claims.emailVerified) {
      this.audit.record('sign_in.external_refused', {
        accountId: existing?.id,
        ip: client.ip,
        detail: `${claims.provider}: email not verified by the provider`,
      });
      throw existing ? accountNotLinked(claims.provider) : emailUnverified(claims.provider);
    }
    const user = existing ?? (await this.createMember(manager, claims));
    await links.insert({
      provider: claims.provider,
      subject: claims.subject,
      userId: user.id,
      lastSignedInAt: new Date(),
    });
    this.audit.record('external_identity.linked', {
      accountId: user.id,
      ip: client.ip,
      detail: existing ? `${claims.provider}: existing account` : `${claims.provider}: new account`,
    });
    return { user, outcome: existing ? 'linked' : 'created' };
  }

  /** A member without a password (no credential row) whose city, postcode and country are still to be given. */
  private async createMember(manager: EntityManager, claims: ExternalSignIn): Promise<UserEntity> {
    const firstName = claims.firstName.slice(0, NAME_MAX) || claims.email.split('@')[0].slice(0, NAME_MAX);
    const lastName = claims.lastName.slice(0, NAME_MAX);
    const user = manager.create(UserEntity, {
      email: claims.email,
      fullName: `${firstName} ${lastName}`.trim().slice(0, NAME_MAX),
      firstName,
      lastName,
      city: '',
      postcode: '',
      country: '',
      hasPendingSignup: true,
      // The provider vouched for the address (only a verified email makes an account).
      emailConfirmed: true,
    });
    await manager.save(user);
    await publishMemberJoined(this.outbox, manager, user);
    await this.preEmptiveBlocks.applyToNewMember(manager, user);
    return user;
  }
}
