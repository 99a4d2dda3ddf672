import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('VerificationDocumentLink', { description: "A short-lived link to a case's identity document (admins)." })
export class VerificationDocumentLinkModel {
  @Field({ description: 'Opens the document until expiresAt; never cached.' })
  url!: string;

  @Field()
  expiresAt!: Date;
}
