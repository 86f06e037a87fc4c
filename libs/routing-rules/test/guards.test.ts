import { describe, expect, it } from 'vitest';
import {
  afterSignin,
  dealCodeGuard,
  loginGuard,
  maintenanceGuard,
  runGuards,
  serverRedirectGuard,
  signedInGuard,
} from '../src/index.js';
import type { GuardName, GuardState } from '../src/index.js';
import { LOCALIZED_EXAMPLES, UNLOCALIZED_EXAMPLES } from './support/routes.js';

const anonymous: GuardState = { loggedIn: false };
const signedIn: GuardState = { loggedIn: true };
const go = (to: string, guard: GuardName, external = false) => ({
  kind: 'redirect',
  to,
  external,
  guard,
});

describe('signedInGuard', () => {
  it.each([
    ['/users/signin', '/workspace'],
    ['/users/signup', '/workspace'],
    ['/zh-CN/users/signin', '/workspace'],
    ['/ja-JP/users/signup?invite_code=x', '/workspace'],
    ['/zh-cn/Users/SignIn/', '/workspace'],
    ['/en-US/users/signup', '/workspace'],
    ['/users/signin?redirect=%2Fsettings', '/settings'],
    ['/fr-FR/users/signin?redirect=%2Ffr-FR%2Fcredits%3Ftab%3D2', '/fr-FR/credits?tab=2'],
  ])('a signed-in user on %s goes to %s', (path, to) => {
    expect(signedInGuard(path, signedIn)).toEqual(go(to, 'signed-in'));
  });

  it.each(['/users/signin', '/zh-CN/users/signup', '/users/signin?redirect=%2Fsettings'])(
    'an anonymous user stays on %s',
    (path) => {
      expect(signedInGuard(path, anonymous)).toBeUndefined();
    },
  );

  it.each(['/', '/users/password', '/users/update-email', '/workspace', '/users/signinx', '/nope'])(
    'other pages are not its business: %s',
    (path) => {
      expect(signedInGuard(path, signedIn)).toBeUndefined();
    },
  );
});

describe('afterSignin', () => {
  it.each([
    ['/users/signin', '/workspace'],
    ['/users/signin?redirect=%2Fsettings', '/settings'],
    ['/users/signin?redirect=/settings', '/settings'],
    ['/users/signin?x=1&redirect=%2Fzh-CN%2Fcredits#top', '/zh-CN/credits'],
    ['/users/signin?redirect=', '/workspace'],
    ['/users/signin?redirect=settings', '/workspace'],
    ['/users/signin?redirect=https%3A%2F%2Fevil.example', '/workspace'],
    ['/users/signin?redirect=%2F%2Fevil.example', '/workspace'],
    ['/users/signin?redirect=%2F%5Cevil.example', '/workspace'],
    ['/users/signin?redirect=%2Fa%5Cb', '/workspace'],
    ['/users/signin?redirect=%2Fa%0Ab', '/workspace'],
    ['/users/signin?redirect=javascript%3Aalert(1)', '/workspace'],
    ['/users/signin?redirect=%2Fusers%2Fsignin', '/workspace'],
    ['/users/signin?redirect=%2Fzh-CN%2Fusers%2Fsignup%2F', '/workspace'],
    ['/users/signin?redirect=%E0%A4%A', '/workspace'],
    ['/users/signin?c_code=oncely', '/pricing/package-redeem?c_code=oncely'],
    ['/users/signup?c_code=AppSumo&redirect=%2Fsettings', '/pricing/package-redeem?c_code=appsumo'],
    ['/users/signin?c_code=other', '/workspace'],
  ])('%s -> %s', (path, to) => {
    expect(afterSignin(path)).toBe(to);
  });
});

describe('dealCodeGuard', () => {
  it.each([
    ['/users/signup?c_code=appsumo', '/pricing/package-redeem?c_code=appsumo'],
    ['/users/signin?c_code=oncely', '/pricing/package-redeem?c_code=oncely'],
    ['/zh-CN/users/signup?c_code=appsumo', '/zh-CN/pricing/package-redeem?c_code=appsumo'],
    ['/de-DE?c_code=AppSumo', '/de-DE/pricing/package-redeem?c_code=appsumo'],
    ['/pricing?x=1&c_code=oncely#plans', '/pricing/package-redeem?c_code=oncely'],
    ['/users/signup?c_code=other&c_code=appsumo', '/pricing/package-redeem?c_code=appsumo'],
    ['/workspace?c_code=appsumo', '/pricing/package-redeem?c_code=appsumo'],
  ])('a signed-in user on %s goes to %s', (path, to) => {
    expect(dealCodeGuard(path, signedIn)).toEqual(go(to, 'deal-code'));
  });

  it("from an unlocalized page, in the user's locale", () => {
    expect(
      dealCodeGuard('/workspace?c_code=oncely', { ...signedIn, preferredLocale: 'ja-JP' }),
    ).toEqual(go('/ja-JP/pricing/package-redeem?c_code=oncely', 'deal-code'));
  });

  it.each([
    ['anonymous on sign-up', '/users/signup?c_code=appsumo', anonymous],
    ['another code', '/users/signup?c_code=stacksocial', signedIn],
    ['an empty code', '/users/signup?c_code=', signedIn],
    ['no code', '/users/signup', signedIn],
    ['the code in the hash', '/users/signup#c_code=appsumo', signedIn],
    ['already there', '/pricing/package-redeem?c_code=appsumo', signedIn],
    ['already there, in a locale', '/zh-CN/pricing/package-redeem?c_code=oncely', signedIn],
  ] as const)('nothing for %s', (_why, path, state) => {
    expect(dealCodeGuard(path, state)).toBeUndefined();
  });
});

describe('loginGuard', () => {
  const guarded = ['/credits', '/settings', '/workspace', '/api-dashboard'];

  it.each(guarded)('sends an anonymous user from %s to sign in, to come back', (path) => {
    expect(loginGuard(path, anonymous)).toEqual(
      go(`/users/signin?redirect=${encodeURIComponent(path)}`, 'login'),
    );
    expect(loginGuard(path, signedIn)).toBeUndefined();
  });

  it.each([
    ['/zh-CN/settings', '/zh-CN/users/signin?redirect=%2Fzh-CN%2Fsettings'],
    [
      '/fr-FR/credits?tab=history#top',
      '/fr-FR/users/signin?redirect=%2Ffr-FR%2Fcredits%3Ftab%3Dhistory%23top',
    ],
    ['/Settings/', '/users/signin?redirect=%2FSettings%2F'],
  ])('%s -> %s', (path, to) => {
    expect(loginGuard(path, anonymous)).toEqual(go(to, 'login'));
  });

  it("from an unlocalized page, the sign-in page of the user's locale", () => {
    expect(loginGuard('/workspace', { ...anonymous, preferredLocale: 'ko-KR' })).toEqual(
      go('/ko-KR/users/signin?redirect=%2Fworkspace', 'login'),
    );
    expect(loginGuard('/workspace', { ...anonymous, preferredLocale: 'xx' })).toEqual(
      go('/users/signin?redirect=%2Fworkspace', 'login'),
    );
  });

  it('a localized page keeps its own locale whatever the preference', () => {
    expect(loginGuard('/settings', { ...anonymous, preferredLocale: 'ko-KR' })).toEqual(
      go('/users/signin?redirect=%2Fsettings', 'login'),
    );
  });

  const open = [...LOCALIZED_EXAMPLES, ...UNLOCALIZED_EXAMPLES]
    .map(({ path }) => path)
    .filter((path) => !guarded.includes(path));

  it.each(open)('lets anyone on %s', (path) => {
    expect(loginGuard(path, anonymous)).toBeUndefined();
  });

  it('the come-back path leads back through afterSignin', () => {
    const to = loginGuard('/zh-CN/credits?tab=2', anonymous)?.to ?? '';
    expect(afterSignin(to)).toBe('/zh-CN/credits?tab=2');
  });
});

describe('maintenanceGuard', () => {
  const secret = 's3cret';
  const down: GuardState = { loggedIn: false, isMaintenance: true, maintenanceSecret: secret };
  const up: GuardState = { loggedIn: false, isMaintenance: false, maintenanceSecret: secret };
  const bypass = (state: GuardState): GuardState => ({ ...state, maintenanceBypass: secret });

  it.each([
    // state, path, expected target (undefined: stay)
    ['down', down, '/pricing', '/maintenance'],
    ['down', down, '/', '/maintenance'],
    ['down', down, '/zh-CN/pricing?coupon=true', '/zh-CN/maintenance'],
    ['down', down, '/zh-CN', '/zh-CN/maintenance'],
    ['down', down, '/workspace', '/maintenance'],
    ['down', down, '/nowhere', '/maintenance'],
    ['down', down, '/ja-JP/nowhere', '/ja-JP/maintenance'],
    ['down', down, '/maintenance', undefined],
    ['down', down, '/fr-FR/maintenance', undefined],
    ['down, bypass', bypass(down), '/pricing', undefined],
    ['down, bypass', bypass(down), '/maintenance', '/'],
    ['down, bypass', bypass(down), '/zh-CN/maintenance', '/zh-CN'],
    ['down, wrong bypass', { ...down, maintenanceBypass: 'guess' }, '/pricing', '/maintenance'],
    [
      'down, no secret',
      { ...down, maintenanceSecret: undefined, maintenanceBypass: undefined },
      '/pricing',
      '/maintenance',
    ],
    [
      'down, empty secret',
      { ...down, maintenanceSecret: '', maintenanceBypass: '' },
      '/pricing',
      '/maintenance',
    ],
    ['up', up, '/maintenance', '/'],
    ['up', up, '/de-DE/maintenance?x=1', '/de-DE'],
    ['up', up, '/pricing', undefined],
    ['up, bypass', bypass(up), '/maintenance', '/'],
    ['up, bypass', bypass(up), '/pricing', undefined],
    ['unknown', anonymous, '/maintenance', '/'],
    ['unknown', anonymous, '/pricing', undefined],
  ] as const)('%s: %s', (_label, state, path, to) => {
    const outcome = maintenanceGuard(path, state);
    expect(outcome).toEqual(to === undefined ? undefined : go(to, 'maintenance'));
  });

  it("from an unlocalized page, in the user's locale", () => {
    expect(maintenanceGuard('/podcast', { ...down, preferredLocale: 'ru-RU' })).toEqual(
      go('/ru-RU/maintenance', 'maintenance'),
    );
  });
});

describe('serverRedirectGuard', () => {
  const withRedirect = (
    serverRedirect: string | null | undefined,
    extra: Partial<GuardState> = {},
  ) => ({
    loggedIn: false,
    serverRedirect,
    ...extra,
  });

  it.each([
    ['/old-page', '/blog/new-article', '/blog/new-article', false],
    ['/zh-CN/old-page', '/blog/new-article', '/zh-CN/blog/new-article', false],
    ['/zh-CN/old-page', '/fr-FR/blog/x', '/fr-FR/blog/x', false],
    ['/zh-CN/old-page', '/podcast/x', '/podcast/x', false],
    ['/zh-CN/old-page', '  /pricing?coupon=true  ', '/zh-CN/pricing?coupon=true', false],
    ['/old', 'https://example.com/a?b=1', 'https://example.com/a?b=1', true],
    ['/zh-CN/old', 'HTTP://example.com', 'HTTP://example.com', true],
    ['/old', '//cdn.example.com/file', '//cdn.example.com/file', true],
    // A path in another spelling of a prefix lands in one step.
    ['/old', '/en-US/blog', '/blog', false],
    ['/old', '/zh-cn/blog?x=1', '/zh-CN/blog?x=1', false],
    ['/ja-JP/old', '/zh-CN/workspace', '/workspace', false],
    ['/old', '/ZH-TW', '/zh-TW', false],
  ] as const)('on %s, %j goes to %s', (path, target, to, external) => {
    expect(serverRedirectGuard(path, withRedirect(target))).toEqual(
      go(to, 'server-redirect', external),
    );
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,x'],
    ['mailto:', 'mailto:a@b.c'],
    ['a relative path', 'pricing'],
    ['a backslash host', '/\\evil.example'],
    ['a scheme without host', 'https://'],
    ['the page itself', '/old-page'],
    ['the page itself with its query', '/old-page?x=1'],
  ] as const)('ignores %s', (_why, target) => {
    expect(serverRedirectGuard('/old-page?x=1', withRedirect(target))).toBeUndefined();
  });

  it("an unlocalized page redirects in the user's locale", () => {
    expect(
      serverRedirectGuard('/podcast/old', withRedirect('/blog', { preferredLocale: 'it-IT' })),
    ).toEqual(go('/it-IT/blog', 'server-redirect'));
  });
});

describe('runGuards: validity, maintenance, login, server redirect, deal code, signed-in', () => {
  const secret = 'k';

  it.each([
    // label, path, state, options, expected
    [
      'a page',
      '/pricing',
      anonymous,
      {},
      { kind: 'page', name: 'pricing', params: {}, locale: 'en-US' },
    ],
    [
      'not found, nothing else to do',
      '/nope',
      anonymous,
      {},
      { kind: 'not-found', message: 'Page Not Found: /nope', path: '/nope' },
    ],
    [
      'validity first: invalid parameter',
      '/x-to-mp3',
      { loggedIn: false, isMaintenance: true },
      {},
      go('/404', 'validity'),
    ],
    [
      'validity first: spelling',
      '/Settings/',
      { loggedIn: false, isMaintenance: true },
      {},
      go('/settings', 'validity'),
    ],
    [
      'validity first: bare localized workspace',
      '/zh-CN/workspace',
      anonymous,
      {},
      go('/workspace', 'validity'),
    ],
    ['dev-only page outside dev', '/transcribe-mp3-to-text', anonymous, {}, go('/404', 'validity')],
    [
      'dev-only page in dev',
      '/transcribe-mp3-to-text',
      anonymous,
      { dev: true },
      {
        kind: 'page',
        name: 'transcribe-fileExt-to-text',
        params: { fileExt: 'mp3' },
        locale: 'en-US',
      },
    ],
    [
      'maintenance before login',
      '/settings',
      { loggedIn: false, isMaintenance: true },
      {},
      go('/maintenance', 'maintenance'),
    ],
    [
      'maintenance covers not-found',
      '/nope',
      { loggedIn: false, isMaintenance: true },
      {},
      go('/maintenance', 'maintenance'),
    ],
    [
      'bypass, then login',
      '/settings',
      {
        loggedIn: false,
        isMaintenance: true,
        maintenanceBypass: secret,
        maintenanceSecret: secret,
      },
      {},
      go('/users/signin?redirect=%2Fsettings', 'login'),
    ],
    [
      'login before the server redirect',
      '/credits',
      { loggedIn: false, serverRedirect: 'https://example.com' },
      {},
      go('/users/signin?redirect=%2Fcredits', 'login'),
    ],
    [
      'server redirect rescues an old address',
      '/old-blog/post',
      { loggedIn: false, serverRedirect: '/blog/post' },
      {},
      go('/blog/post', 'server-redirect'),
    ],
    [
      'server redirect before the deal code',
      '/users/signup?c_code=appsumo',
      { loggedIn: true, serverRedirect: 'https://partner.example/x' },
      {},
      go('https://partner.example/x', 'server-redirect', true),
    ],
    [
      'deal code instead of /workspace',
      '/zh-CN/users/signup?c_code=appsumo',
      signedIn,
      {},
      go('/zh-CN/pricing/package-redeem?c_code=appsumo', 'deal-code'),
    ],
    ['signed in on sign-in', '/ko-KR/users/signin', signedIn, {}, go('/workspace', 'signed-in')],
    [
      'anonymous on sign-up with a code stays',
      '/users/signup?c_code=appsumo',
      anonymous,
      {},
      { kind: 'page', name: 'users-signup', params: {}, locale: 'en-US' },
    ],
    [
      'signed in on a guarded page',
      '/workspace',
      signedIn,
      {},
      { kind: 'page', name: 'workspace', params: {}, locale: 'en-US' },
    ],
  ] as const)('%s: %s', (_label, path, state, options, expected) => {
    expect(runGuards(path, state, options)).toEqual(expected);
  });

  it.each([
    ['a server redirect', { serverRedirect: '/blog' }],
    ['an external server redirect', { serverRedirect: 'https://status.example' }],
    ['a deal code', { loggedIn: true }],
  ] as const)('in maintenance, /maintenance stays put whatever %s says', (_what, extra) => {
    const state: GuardState = { loggedIn: false, isMaintenance: true, ...extra };
    for (const path of ['/maintenance?c_code=appsumo', '/zh-CN/maintenance?c_code=oncely']) {
      expect(runGuards(path, state)).toMatchObject({ kind: 'page', name: 'maintenance' });
    }
  });

  it('out of maintenance, or with the bypass, the other guards apply again', () => {
    expect(runGuards('/pricing', { loggedIn: false, serverRedirect: '/blog' })).toEqual(
      go('/blog', 'server-redirect'),
    );
    const bypass = { isMaintenance: true, maintenanceBypass: secret, maintenanceSecret: secret };
    expect(runGuards('/pricing', { loggedIn: false, ...bypass, serverRedirect: '/blog' })).toEqual(
      go('/blog', 'server-redirect'),
    );
  });

  it('following every redirect ends on a page or the 404 page', () => {
    const states: GuardState[] = [
      anonymous,
      signedIn,
      { loggedIn: false, isMaintenance: true },
      { loggedIn: true, isMaintenance: true, maintenanceBypass: secret, maintenanceSecret: secret },
    ];
    const paths = [
      ...LOCALIZED_EXAMPLES.flatMap(({ path }) => [
        path,
        `/zh-CN${path}`,
        `${path}/`.replace('//', '/'),
      ]),
      ...UNLOCALIZED_EXAMPLES.flatMap(({ path }) => [path, `/ja-JP${path}`]),
      '/users/signin?c_code=oncely',
      '/tiktok-to-mp3',
      '/zh-CN/tiktok-to-mp3',
      '/nope',
    ];
    for (const state of states) {
      for (const start of paths) {
        let path = start;
        let hops = 0;
        for (;;) {
          const outcome = runGuards(path, state);
          if (outcome.kind !== 'redirect') break;
          expect(outcome.external).toBe(false);
          path = outcome.to;
          hops += 1;
          expect(hops, `${start} loops`).toBeLessThan(4);
        }
      }
    }
  });
});
