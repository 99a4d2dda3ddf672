import { type StandInRequest, type StandInResponse } from './stand-in-http';
import { type StandInState } from './stand-in-state';
/** X's OAuth 2.0 (Authorization Code with PKCE) and the v2 endpoints Village calls. */
export declare function xRoute(state: StandInState, request: StandInRequest): StandInResponse | null;
