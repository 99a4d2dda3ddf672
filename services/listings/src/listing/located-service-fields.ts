import { Injectable } from '@nestjs/common';
import { postcodeUnknown, postcodeUnknownMessage, serviceInvalid } from '../listings.errors';
import { normalisePostcode, PostcodeDirectory, type PostcodeArea } from '../places/postcode-directory';
import { checkServiceInput, type ServiceFields } from '../service-model/service-input.schema';

/** A checked service with its postcode normalised and placed. */
export interface LocatedServiceFields extends ServiceFields {
  place: PostcodeArea;
}

/**
 * Reads a whole service as the host gave it: the fields' rules (SERVICE_INVALID with every field's message) and
 * the postcode looked up in the country (POSTCODE_UNKNOWN when it is the only problem).
 */
@Injectable()
export class LocatedServiceFieldsReader {
  constructor(private readonly postcodes: PostcodeDirectory) {}

  async read(raw: unknown): Promise<LocatedServiceFields> {
    const check = checkServiceInput(raw);
    const given = (raw ?? {}) as { country?: unknown; postcode?: unknown };
    const country = check.ok ? check.fields.country : typeof given.country === 'string' ? given.country.trim() : '';
    const postcode = check.ok ? check.fields.postcode : typeof given.postcode === 'string' ? given.postcode : '';
    const lookup = !check.ok && (check.fieldErrors.country || check.fieldErrors.postcode) ? null : postcode;
    const place = lookup ? await this.postcodes.locate(country, lookup) : null;
    if (!check.ok) {
      const fieldErrors = { ...check.fieldErrors };
      if (lookup && !place) fieldErrors.postcode = postcodeUnknownMessage(country);
      throw serviceInvalid(check.message, fieldErrors);
    }
    if (!place) throw postcodeUnknown(country);
    return { ...check.fields, postcode: normalisePostcode(country, check.fields.postcode), place };
  }
}
