/**
 * Follows a platform's consent page as a member who approves: the stand-in answers with a redirect to the
 * redirect URI carrying the code and the state, which this returns.
 */
export declare function consentAt(authorizeUrl: string): Promise<{
    code: string;
    state: string;
    redirectedTo: string;
}>;
