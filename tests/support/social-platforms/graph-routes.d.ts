import { type StandInRequest, type StandInResponse } from './stand-in-http';
import { type StandInState } from './stand-in-state';
/** Facebook Login's dialog and the Graph API's Page feed and Instagram content publishing, as far as Village uses them. */
export declare function graphRoute(state: StandInState, request: StandInRequest): StandInResponse | null;
