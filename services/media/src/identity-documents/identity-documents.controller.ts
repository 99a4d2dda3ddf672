import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { StageIdentityDocumentUseCase } from './stage-identity-document.use-case';

/** The gateway hands a member's identity document here with the member's token (cluster-internal). */
@Controller('uploads')
export class IdentityDocumentsController {
  constructor(private readonly stageIdentityDocument: StageIdentityDocumentUseCase) {}

  @Post('identity-documents')
  @HttpCode(201)
  stage(@CurrentUser() member: AuthenticatedUser, @Body() body: unknown): Promise<{ id: string }> {
    return this.stageIdentityDocument.execute(member.id, Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  }
}
