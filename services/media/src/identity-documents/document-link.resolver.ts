import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@village/kit';
import { VerificationDocumentLinkModel } from './document-link.model';
import { OpenDocumentLinkUseCase } from './open-document-link.use-case';

@Resolver()
export class DocumentLinkResolver {
  constructor(private readonly openDocumentLink: OpenDocumentLinkUseCase) {}

  @AdminOnly()
  @Query(() => VerificationDocumentLinkModel, {
    description: "A link to a verification case's identity document that expires within 5 minutes (admins only).",
  })
  verificationDocumentLink(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('caseId', { type: () => ID }) caseId: string,
  ): Promise<VerificationDocumentLinkModel> {
    return this.openDocumentLink.execute(admin.id, caseId);
  }
}
