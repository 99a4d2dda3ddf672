import {
  validRegistration,
  type RegistrationFields,
} from '../../../services/identity/test/factories/registration.factory';
import type { IdentityTestOptions, SessionBody } from '../../../services/identity/test/support/identity-test-app';
import { startGatewayWithIdentity, type GatewayTestStack } from './gateway-test-app';

/** The stack of a spec file: its parts can be used in the file's tests and hooks, not while the file is loaded. */
function stackOfFile(started: () => GatewayTestStack | undefined): GatewayTestStack {
  const stack = (): GatewayTestStack => {
    const running = started();
    if (!running) throw new Error('The gateway starts in beforeAll: use the stack inside a test or a hook');
    return running;
  };
  return {
    get gateway() {
      return stack().gateway;
    },
    get identity() {
      return stack().identity;
    },
    get identityUrl() {
      return stack().identityUrl;
    },
    close: () => stack().close(),
  };
}

/**
 * `startGatewayWithIdentity` for a whole spec file: started before its tests, closed after them.
 * `gatewayEnvOverrides` are gateway environment variables (limits, timeouts, subgraph URLs).
 */
export function gatewayForFile(...options: Parameters<typeof startGatewayWithIdentity>): GatewayTestStack {
  let started: GatewayTestStack | undefined;
  beforeAll(async () => {
    started = await startGatewayWithIdentity(...options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return stackOfFile(() => started);
}

export interface GatewayWithMember extends GatewayTestStack {
  /** The form the member registered with (their email and password sign them in). */
  readonly member: RegistrationFields;
  readonly memberId: string;
}

/** `gatewayForFile`, with `member` registered in identity before the file's tests. */
export function gatewayWithMember(
  gatewayEnvOverrides: Record<string, string> = {},
  member: RegistrationFields = validRegistration(),
  identityOptions: IdentityTestOptions = {},
): GatewayWithMember {
  const stack = gatewayForFile(gatewayEnvOverrides, undefined, {}, identityOptions);
  let memberId: string | undefined;
  beforeAll(async () => {
    const registered = await stack.identity.register(member);
    expect(registered.statusCode).toBe(201);
    memberId = registered.json<SessionBody>().user.id;
  });
  return Object.defineProperties(stack as GatewayWithMember, {
    member: { value: member },
    memberId: {
      get: () => {
        if (memberId === undefined) throw new Error('The member registers in beforeAll: read memberId in a test');
        return memberId;
      },
    },
  });
}
