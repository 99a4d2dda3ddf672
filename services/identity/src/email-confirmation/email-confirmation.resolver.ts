import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Public, type AuthenticatedUser } from '@village/kit';
import { ConfirmEmailUseCase } from './confirm-email.use-case';
import { ResendEmailConfirmationUseCase } from './resend-email-confirmation.use-case';

@Resolver()
export class EmailConfirmationResolver {
  constructor(
    private readonly confirm: ConfirmEmailUseCase,
    private readonly resend: ResendEmailConfirmationUseCase,
  ) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      "Confirms the email address a confirmation link was sent to, with the link's token (single use, 24 hours). " +
      'Anyone holding the link may use it: the token is the proof.',
  })
  async confirmEmail(@Args('token', { type: () => String }) token: string): Promise<boolean> {
    await this.confirm.execute({ token });
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Sends the signed-in member a new confirmation link (at most 3 an hour).',
  })
  async resendEmailConfirmation(@CurrentUser() member: AuthenticatedUser): Promise<boolean> {
    await this.resend.execute(member.id);
    return true;
  }
}
