import { Controller, Get, Header, Query } from '@nestjs/common';
import { CurrentUser, type AuthenticatedUser } from '@village/kit';
import { BrowseServicesUseCase, type ServicePageView } from './browse-services.use-case';

type QueryValue = string | string[] | undefined;

const single = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

function integerOf(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  return /^-?[0-9]+$/.test(value) ? Number(value) : Number.NaN;
}

/** Internal route for the gateway's `GET /api/services` (a signed-in member's bearer token). */
@Controller('services')
export class ServicesController {
  constructor(private readonly browse: BrowseServicesUseCase) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@CurrentUser() member: AuthenticatedUser, @Query() query: Record<string, QueryValue>): Promise<ServicePageView> {
    const freeOnly = single(query.freeOnly);
    return this.browse.execute(member.id, {
      type: single(query.type),
      country: single(query.country),
      postcode: single(query.postcode),
      freeOnly: freeOnly === 'true' || freeOnly === '1',
      near: single(query.near),
      nearCountry: single(query.nearCountry),
      first: integerOf(single(query.first)),
      after: single(query.after),
    });
  }
}
