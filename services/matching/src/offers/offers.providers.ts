import { MemberOfferEntity } from './member-offer.entity';
import { memberOffersConsumers } from './member-offers.consumers';

export const offersEntities = [MemberOfferEntity];

export const offersConsumers = [...memberOffersConsumers];
