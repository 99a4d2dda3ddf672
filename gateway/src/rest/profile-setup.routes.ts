import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GatewayErrorCode, gatewayErrors, notSignedIn } from '../errors/gateway.errors';
import { UpstreamRefusal } from '../errors/upstream-refusal';
import { executeGraph } from '../graph/execute-graph';
import type { GatewayContext } from '../graph/gateway-context';
import { fetchCurrentUser } from './current-user';
import type { MemberUploadsClient } from './member-uploads.client';
import { readProfileSetupForm } from './profile-setup-form';
import { profileSetupRouteSchema } from './profile-setup.schemas';

export interface ProfileSetupRoutesOptions {
  graph: ApolloServer<GatewayContext>;
  uploads: MemberUploadsClient;
  contextOf: (request: FastifyRequest) => GatewayContext;
}

const MY_VERIFICATION = 'query ProfileSetupVerification { myVerification { status } }';
const SET_UP_PROFILE = 'mutation SetUpProfile($input: ProfileSetupInput!) { setUpProfile(input: $input) { id } }';

export const ALREADY_VERIFIED_MESSAGE = 'Your identity is already verified, so a new document is not needed.';

/** POST /api/profile/setup: files to media (as the member), fields and the identity document's id to identity. */
export async function profileSetupRoutes(fastify: FastifyInstance, options: ProfileSetupRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/profile/setup', { schema: profileSetupRouteSchema }, async (request, reply) => {
    const context = options.contextOf(request);
    if (!context.accessToken) throw notSignedIn();
    if (!request.isMultipart()) {
      throw gatewayErrors.error(
        GatewayErrorCode.UnsupportedContentType,
        'The profile must be sent as multipart/form-data',
      );
    }
    const { fields, files } = await readProfileSetupForm(request);
    const { accessToken, correlationId } = context;
    if (files.passportImage) {
      // Refused before anything is stored; identity refuses again should the member be verified meanwhile.
      const { myVerification } = await executeGraph<{ myVerification: { status: string } }>(
        options.graph,
        MY_VERIFICATION,
        {},
        context,
      );
      if (myVerification.status === 'VERIFIED') {
        throw new UpstreamRefusal(409, {
          message: ALREADY_VERIFIED_MESSAGE,
          code: 'ALREADY_VERIFIED',
          fieldErrors: { passportImage: ALREADY_VERIFIED_MESSAGE },
        });
      }
    }
    const identityDocumentId = files.passportImage
      ? await options.uploads.stageIdentityDocument(files.passportImage, accessToken, correlationId)
      : undefined;
    if (files.profileImage) await options.uploads.replaceProfilePhoto(files.profileImage, accessToken, correlationId);
    await executeGraph(
      options.graph,
      SET_UP_PROFILE,
      { input: { country: fields.country, postcode: fields.postcode, identityDocumentId } },
      context,
    );
    const user = await fetchCurrentUser(options.graph, context, request.log);
    if (!user) throw notSignedIn();
    return reply.send({ user });
  });
}
