import { type StandInRequest, type StandInResponse } from './stand-in-http';
import { type StandInState } from './stand-in-state';
/** Sign In with LinkedIn (OpenID Connect), the Posts API and social actions, as far as Village uses them. */
export declare function linkedInRoute(state: StandInState, request: StandInRequest): StandInResponse | null;
