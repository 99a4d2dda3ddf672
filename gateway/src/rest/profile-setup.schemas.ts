import { z } from 'zod';
import { errorResponse, formText, jsonResponse, WRITE_ERRORS } from '../errors/error-response.schema';
import { multipartBody } from '../openapi/openapi';
import { currentUserSchema } from './current-user.schema';

/** The Basic Info fields as the browser's FormData sends them, with the spec's messages. */
export const profileSetupFieldsSchema = z.object({
  country: formText('Country', 100, { missing: 'Country is required' }).trim().min(1, 'Country is required'),
  postcode: formText('Postcode', 100, { missing: 'Postcode is required' }).trim().min(1, 'Postcode is required'),
});

export const profileSetupFormSchema = multipartBody(
  profileSetupFieldsSchema.extend({
    profileImage: z
      .file()
      .optional()
      .describe('Optional new profile photo (JPEG, PNG, GIF or WebP, at most 10MB); replaces the old one.'),
    passportImage: z
      .file()
      .optional()
      .describe(
        'Optional passport or government ID photo (JPEG, PNG or WebP, at most 10MB), checked by content and kept ' +
          'in the private bucket; opens a verification case. Refused (409) once the member is verified.',
      ),
  }),
);

export const profileSetupRouteSchema = {
  summary: "Save the signed-in member's Basic Info, a new profile photo and/or an identity document",
  tags: ['profile'],
  consumes: ['multipart/form-data'],
  body: profileSetupFormSchema,
  response: {
    200: jsonResponse(z.object({ user: currentUserSchema }), 'Saved; the member as they now are.'),
    ...WRITE_ERRORS,
    401: errorResponse('Not signed in.'),
    409: errorResponse('The member is already verified: a new identity document is refused and nothing is stored.'),
    413: errorResponse('A file is larger than 10MB, or the form is too large.'),
    415: errorResponse('The form was not sent as multipart/form-data.'),
  },
};
