import type { UserView } from '../users/user.view';
import type { IssuedSession } from './session-issuer';

/** What identity answers the gateway when it opens a session: the member and the tokens for the cookies. */
export interface SessionResponse {
  user: UserView;
  session: IssuedSession;
}
