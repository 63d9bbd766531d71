import {
  autoLoginRoute,
  basicTokenRoute,
  checkTokenExpiryRoute,
  logoutRoute,
  refreshAccessTokenRoute,
} from '@rinn/contract';
import { mountRoute } from '../../http/mount-route.js';
import { messages } from '../../http/messages.js';
import type { ModulePlugin } from '../context.js';
import type { IssuedSession } from './session-service.js';

function secondsLeft(until: Date, now: Date): number {
  return Math.max(1, Math.round((until.getTime() - now.getTime()) / 1000));
}

/**
 * Sessions (§4 Token handling, §7 newaccesstoken, autoLogin, checkTokenExpiry, basic-token) and logout.
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(sessionModule, context);
 */
export const sessionModule: ModulePlugin = async (app, context) => {
  const { sessions, clock } = context;
  const sessionData = (session: IssuedSession) => ({
    token: session.token,
    refreshToken: session.refreshToken,
    sessionToken: session.sessionToken,
    accessTokenExpiresInSeconds: secondsLeft(session.accessTokenExpiresAt, clock.now()),
    user: session.user,
  });

  mountRoute(app, refreshAccessTokenRoute, sessions, async ({ body, bearer }) => {
    const refreshed = await sessions.refresh(bearer ?? '', body.mobile);
    return {
      data: {
        token: refreshed.token,
        refreshToken: refreshed.refreshToken,
        accessTokenExpiresInSeconds: secondsLeft(refreshed.accessTokenExpiresAt, clock.now()),
      },
    };
  });

  mountRoute(app, autoLoginRoute, sessions, async ({ body }) => {
    const session = await sessions.autoLogin(body.userMobile, body.userToken);
    return { data: { ...sessionData(session), isVerified: true as const } };
  });

  mountRoute(app, checkTokenExpiryRoute, sessions, async ({ body }) => {
    const status = await sessions.autoLoginTokenStatus(body.userMobile, body.userToken);
    return {
      data: {
        isExpired: status === 'expired',
        isVerified: status !== 'unknown',
        token: status === 'usable' ? body.userToken : null,
      },
    };
  });

  mountRoute(app, basicTokenRoute, sessions, async () => ({ data: await sessions.issueBasicToken() }));

  mountRoute(app, logoutRoute, sessions, async ({ principal }) => {
    await sessions.revoke(principal.sessionId, 'logout');
    return { data: { loggedOut: true as const }, message: messages.loggedOut };
  });
};
