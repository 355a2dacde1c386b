/**
 * What a deployment's configuration must satisfy before anything ships, as pure checks: the
 * Pages variables of one environment (wrangler.toml), the Pages secret, the Supabase function
 * secrets, the Vault key and the studio's settings. Each problem names the setting, what is wrong
 * and the fix. No network and no file access: `preflight.ts` gathers the values, the build runs the
 * part that its own environment holds (`buildProblems`).
 */
import {
  isLocalStackValue,
  isLoopbackUrl,
  jwtClaims,
  parseRateLimitOverrides,
  publicHttpsUrlProblem,
  publishableKeyPrefix,
  secretKeyPrefix,
  pagesDevUrlProblem,
} from '../../shared/config-rules.ts';
import { edgeSecretMinLength } from '../../shared/edge-protocol.ts';
import { rateLimitDefaults, type RateLimitName } from '../../shared/schemas/limits.ts';
import { defaultStudioUrl } from '../../studio/settings.ts';

export type PagesEnvironment = 'production' | 'preview';
export const pagesEnvironments: readonly PagesEnvironment[] = ['production', 'preview'];

/** One thing to fix before a deploy. */
export interface Problem {
  setting: string;
  problem: string;
  fix: string;
}

/** Everything a deploy of one Pages environment uses. Absent values are `undefined`. */
export interface DeployConfig {
  environment: PagesEnvironment;
  /** `[env.<environment>.vars]` of wrangler.toml: what the Pages build and the Functions get. */
  pagesVars: Record<string, string | undefined>;
  /** The other environment's vars, for the settings both must agree on. */
  otherPagesVars?: Record<string, string | undefined>;
  /** The Pages secret EDGE_API_SECRET as it will be set (`wrangler pages secret put`). */
  pagesSecret?: string;
  /** The function secrets as `supabase secrets set` will set them. */
  functionSecrets: Record<string, string | undefined>;
  /**
   * The server key stored in Vault for the schedule and used by the team's commands: a secret key
   * (`sb_secret_…`) or the legacy service_role JWT.
   */
  serviceKey?: string;
  /** A custom domain the Supabase project answers on, allowed in SUPABASE_URL besides `<ref>.supabase.co`. */
  supabaseDomain?: string;
  /** Rate-limit overrides above the defaults are meant (--allow-higher-limits). */
  allowHigherLimits?: boolean;
  /** The time keys are checked against, in seconds since 1970 (tests set it). */
  now?: number;
  /** The domain verified in Resend, when it is not the site's own domain. */
  mailDomain?: string;
  /** The studio, when it is deployed: its worker's route pattern and secrets. */
  studio?: {
    routePatterns: string[];
    workerSecrets: Record<string, string | undefined>;
    /**
     * The names of the secrets the deployed worker holds (`wrangler secret list`, asked with
     * --remote): a secret stored there is not demanded again from the shell. Cloudflare never gives
     * a value back, so those values are not checked.
     */
    storedSecretNames?: readonly string[];
  };
}

/** The settings the Pages project reads from wrangler.toml, each with what it is for. */
const pagesVarNames = {
  VITE_SITE_URL: 'the public site (https://www.example.com), built into every page',
  VITE_BOOKING_URL: 'the booking scheduler page',
  VITE_VIDEO_ORIGIN: 'the host of embedded videos',
  SUPABASE_URL: 'the Supabase project (https://<ref>.supabase.co) the Functions call',
} as const;

const requiredPagesVars = ['VITE_SITE_URL', 'SUPABASE_URL'] as const;
const requiredFunctionSecrets = {
  RESEND_API_KEY: 'the Resend API key',
  LEAD_NOTIFY_EMAIL: 'who hears about leads',
  APPLICATION_NOTIFY_EMAIL:
    'who hears about job applications (not the sales inbox: they hold cover letters and salaries)',
  MAIL_FROM: 'the sender, e.g. "Emberwise <hello@emberwise.ai>"',
  SITE_URL: 'the public site, for links in emails',
  EDGE_API_SECRET: 'the secret the edge API proves itself with, made by openssl rand -hex 32',
} as const;
/** The studio worker's required secrets (`studio/worker/env.ts`). */
export const studioWorkerSecretNames = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'STUDIO_GITHUB_REPO',
  'STUDIO_EDITORS',
  'SITE_URL',
] as const;
/** The studio worker's optional secrets the preflight checks when it is given them. */
export const studioWorkerOptionalSecretNames = ['NEWSLETTER_TEST_SECRET'] as const;
/** Names that hold secrets: never plain text in wrangler.toml, which is committed. */
const secretNames = [
  'EDGE_API_SECRET',
  'RESEND_API_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_SECRET_KEY',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
];

const secretKeysTab =
  'copy a secret key (sb_secret_…) from Project Settings > API Keys, or the legacy service_role key from its "Legacy API keys" tab';

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The host of a site URL without a leading `www.`: the domain mail is sent from. */
function siteDomain(siteUrl: string): string | undefined {
  return parseUrl(siteUrl)?.hostname.replace(/^www\./, '');
}

/** The domain of a sender such as `Name <hello@example.com>` or `hello@example.com`. */
function mailFromDomain(mailFrom: string): string | undefined {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^@\s]+@([a-z0-9.-]+\.[a-z]{2,})$/i.exec(address)?.[1]?.toLowerCase();
}

/** The project ref of `https://<ref>.supabase.co`, undefined for any other host. */
function supabaseRef(url: string): string | undefined {
  return /^([a-z0-9]+)\.supabase\.co$/.exec(parseUrl(url)?.hostname ?? '')?.[1];
}

/** A public https origin (`https://host`, no path): the form every site URL takes. */
function siteUrlProblems(setting: string, value: string, fix: string): Problem[] {
  const url = parseUrl(value);
  if (!url) return [{ setting, problem: `"${value}" is not a URL`, fix }];
  if (isLoopbackUrl(value)) {
    return [{ setting, problem: `${value} is a loopback address that only works on one machine`, fix }];
  }
  if (url.protocol !== 'https:') return [{ setting, problem: `${value} is not https`, fix }];
  if (url.pathname !== '/' || url.search || url.hash) {
    return [{ setting, problem: `${value} has a path; it must be the site's origin only`, fix }];
  }
  return [];
}

function publicUrlProblems(setting: string, value: string | undefined, fix: string): Problem[] {
  if (value === undefined) return [];
  const problem = publicHttpsUrlProblem(value);
  return problem ? [{ setting, problem, fix }] : [];
}

/**
 * SUPABASE_URL: https, not the local stack; with `project` set (the preflight), also the project's own
 * address `https://<ref>.supabase.co` or the custom domain named on purpose, and nothing after it.
 */
function supabaseUrlProblems(value: string, fix: string, project?: { domain?: string }): Problem[] {
  const url = parseUrl(value);
  if (!url) return [{ setting: 'SUPABASE_URL', problem: `"${value}" is not a URL`, fix }];
  if (isLoopbackUrl(value)) {
    return [{ setting: 'SUPABASE_URL', problem: `${value} is the local stack`, fix }];
  }
  if (url.protocol !== 'https:') return [{ setting: 'SUPABASE_URL', problem: `${value} is not https`, fix }];
  if (!project) return [];
  const custom = project.domain?.toLowerCase();
  if (!supabaseRef(value) && url.hostname !== custom) {
    return [
      {
        setting: 'SUPABASE_URL',
        problem: `${url.hostname} is not a Supabase project's address (<ref>.supabase.co)${custom ? ` nor ${custom}` : ''}`,
        fix: `${fix}, or name the project's custom domain with SUPABASE_CUSTOM_DOMAIN`,
      },
    ];
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return [{ setting: 'SUPABASE_URL', problem: `${value} has more than the project's origin`, fix }];
  }
  return [];
}

/** A value copied from the README's examples instead of filled in: `<…>`, `re_...`, `…`. */
function isPlaceholder(value: string): boolean {
  // `<hello@example.com>` in `Name <address>` is a sender, not a placeholder.
  return /<(?![^<>\s]+@[^<>\s]+>)[^<>]*>|\.\.\.|…/.test(value);
}

/** How many bits of randomness `value` can hold at most, from its length and the alphabet it uses. */
function secretBits(value: string): number {
  const alphabet = /^[0-9a-f]+$/i.test(value) ? 16 : /^[A-Za-z0-9+/=_-]+$/.test(value) ? 64 : 94;
  return value.length * Math.log2(alphabet);
}

/** A pattern no random generator makes: one unit repeated, or a run of consecutive characters. */
function secretPattern(value: string): string | undefined {
  const repeated = /^(.{1,16}?)\1+$/s.exec(value);
  if (repeated) return `"${repeated[1]}" repeated`;
  let run = 1;
  for (let index = 1; index < value.length; index++) {
    const step = value.charCodeAt(index) - value.charCodeAt(index - 1);
    run = step === 1 || step === -1 ? run + 1 : 1;
    if (run >= 6) return `a run of consecutive characters ("${value.slice(index - 5, index + 1)}")`;
  }
  return undefined;
}

const edgeSecretFix = 'make one with openssl rand -hex 32 and set the same value on both sides';

/** Random bytes a secret must hold: what `openssl rand -hex 32` makes. */
const secretMinBytes = 32;

/** A random secret: not a placeholder nor the local stack's, 32 random bytes or more, no pattern. */
function randomSecretProblems(setting: string, value: string, fix = edgeSecretFix): Problem[] {
  if (isPlaceholder(value)) return [{ setting, problem: "the README's placeholder, not a secret", fix }];
  if (isLocalStackValue(value)) {
    return [{ setting, problem: "the local stack's secret, which anyone can read in this repository", fix }];
  }
  if (value.length < edgeSecretMinLength) {
    return [
      { setting, problem: `${value.length} characters; at least ${edgeSecretMinLength} are needed`, fix },
    ];
  }
  const pattern = secretPattern(value);
  if (pattern || new Set(value).size < 8) {
    return [{ setting, problem: `${pattern ?? 'too few distinct characters'}: not a random secret`, fix }];
  }
  if (secretBits(value) < secretMinBytes * 8) {
    return [
      {
        setting,
        problem: `${value.length} characters of this kind hold at most ${Math.floor(secretBits(value) / 8)} random bytes; ${secretMinBytes} are needed`,
        fix,
      },
    ];
  }
  return [];
}

/** A JWT's header, undefined when it is not a JWT. */
function jwtHeader(token: string): Record<string, unknown> | undefined {
  const [header = '', payload, signature] = token.split('.');
  if (payload === undefined || signature === undefined) return undefined;
  return jwtClaims(`${payload}.${header}.${signature}`);
}

/**
 * The server key in Vault (the schedule's bearer) and in the shell of the team's commands: a secret
 * key (`sb_secret_…`) or the legacy service_role JWT, signed, unexpired and of this project. A secret
 * key names no project; `--remote` asks the project whether it takes it.
 */
function serviceKeyProblems(
  key: string,
  supabaseUrl: string | undefined,
  now = Date.now() / 1000,
): Problem[] {
  const setting = 'SUPABASE_SECRET_KEY';
  const fix = secretKeysTab;
  if (isPlaceholder(key)) return [{ setting, problem: "the README's placeholder, not a key", fix }];
  if (isLocalStackValue(key)) return [{ setting, problem: "the local stack's key", fix }];
  if (key.startsWith(publishableKeyPrefix)) {
    return [
      {
        setting,
        problem: 'a publishable key, which runs as anon and may call none of the SQL functions',
        fix,
      },
    ];
  }
  if (key.startsWith(secretKeyPrefix)) {
    return /^sb_secret_[A-Za-z0-9_-]{20,}$/.test(key)
      ? []
      : [
          {
            setting,
            problem: 'not the shape of a secret key (sb_secret_ and at least 20 letters, digits, _ or -)',
            fix,
          },
        ];
  }
  const claims = jwtClaims(key);
  const header = jwtHeader(key);
  if (!claims || !header) return [{ setting, problem: 'neither a secret key (sb_secret_…) nor a JWT', fix }];
  if (String(header.alg).toLowerCase() === 'none' || !key.split('.')[2]) {
    return [{ setting, problem: 'an unsigned JWT (alg none), which Supabase never issues', fix }];
  }
  if (claims.role !== 'service_role') {
    return [
      {
        setting,
        problem: `its role claim is "${String(claims.role)}", not "service_role"${claims.role === 'anon' ? ' (this is the anon key)' : ''}`,
        fix,
      },
    ];
  }
  if (typeof claims.exp === 'number' && claims.exp <= now) {
    return [
      { setting, problem: `expired on ${new Date(claims.exp * 1000).toISOString().slice(0, 10)}`, fix },
    ];
  }
  const ref = supabaseUrl ? supabaseRef(supabaseUrl) : undefined;
  if (ref && typeof claims.ref === 'string' && claims.ref !== ref) {
    return [
      {
        setting,
        problem: `a key of project "${claims.ref}", while SUPABASE_URL is project "${ref}"`,
        fix: `${fix} of project ${ref}`,
      },
    ];
  }
  return [];
}

function missing(setting: string, where: string, what: string): Problem {
  return { setting, problem: `not set (${what})`, fix: `set it ${where}` };
}

function sameOrigin(a: string | undefined, b: string | undefined): boolean {
  const left = a && parseUrl(a);
  const right = b && parseUrl(b);
  return !left || !right || left.origin === right.origin;
}

/** Every problem of a deploy's configuration; an empty list means it may ship. */
export function deployProblems(config: DeployConfig): Problem[] {
  const { environment, pagesVars, functionSecrets } = config;
  const varsWhere = `in wrangler.toml [env.${environment}.vars]`;
  const functionsWhere = 'with supabase secrets set (in the file given to --env-file)';
  const problems: Problem[] = [];

  for (const name of requiredPagesVars) {
    if (!pagesVars[name]) problems.push(missing(name, varsWhere, pagesVarNames[name]));
  }
  for (const [name, what] of Object.entries(requiredFunctionSecrets)) {
    if (!functionSecrets[name]) problems.push(missing(name, functionsWhere, what));
  }
  if (!config.pagesSecret) {
    problems.push({
      setting: 'EDGE_API_SECRET (Pages)',
      problem: 'not given to the preflight',
      fix: `run the preflight with EDGE_API_SECRET set to the value of npx wrangler pages secret put EDGE_API_SECRET${environment === 'preview' ? ' --env preview' : ''}`,
    });
  }
  if (!config.serviceKey) {
    problems.push(
      missing(
        'SUPABASE_SECRET_KEY',
        'in the environment of the preflight (or SUPABASE_SERVICE_ROLE_KEY, a legacy key)',
        'the Vault key of the schedule',
      ),
    );
  }
  const placeholders: [string, string | undefined][] = [
    ...Object.entries(pagesVars),
    ...Object.entries(functionSecrets).map(
      ([name, value]) => [`${name} (functions)`, value] as [string, string | undefined],
    ),
  ];
  for (const [name, value] of placeholders) {
    if (value && isPlaceholder(value) && name !== 'EDGE_API_SECRET (functions)') {
      problems.push({
        setting: name,
        problem: `"${value}" is the README's placeholder`,
        fix: 'replace it with the real value',
      });
    }
  }

  for (const name of secretNames) {
    if (pagesVars[name] !== undefined) {
      problems.push({
        setting: name,
        problem: 'a secret written as plain text in wrangler.toml, which is committed',
        fix: `remove it from wrangler.toml, rotate it, and set it with npx wrangler pages secret put ${name}`,
      });
    }
  }
  for (const name of Object.keys(functionSecrets).filter((key) => key.startsWith('SUPABASE_'))) {
    problems.push({
      setting: name,
      problem: 'set by hand as a function secret',
      fix: 'leave it out: Supabase gives every function SUPABASE_URL and its keys itself',
    });
  }

  const siteUrl = pagesVars.VITE_SITE_URL;
  if (siteUrl)
    problems.push(...siteUrlProblems('VITE_SITE_URL', siteUrl, `set the public https origin ${varsWhere}`));
  for (const name of ['VITE_BOOKING_URL', 'VITE_VIDEO_ORIGIN'] as const) {
    problems.push(
      ...publicUrlProblems(
        name,
        pagesVars[name],
        `set a public URL ${varsWhere}, or leave it out for the default`,
      ),
    );
  }
  if (pagesVars.PAGES_URL && !isPlaceholder(pagesVars.PAGES_URL)) {
    const problem = pagesDevUrlProblem(pagesVars.PAGES_URL);
    if (problem)
      problems.push({
        setting: 'PAGES_URL',
        problem,
        fix: `copy the address on the Pages project's page (Workers & Pages, the project) ${varsWhere}`,
      });
  }
  if (pagesVars.SUPABASE_URL && !isPlaceholder(pagesVars.SUPABASE_URL)) {
    problems.push(
      ...supabaseUrlProblems(pagesVars.SUPABASE_URL, `set https://<ref>.supabase.co ${varsWhere}`, {
        domain: config.supabaseDomain,
      }),
    );
  }
  if (pagesVars.RATE_LIMIT_OVERRIDES) {
    try {
      const overrides = parseRateLimitOverrides(pagesVars.RATE_LIMIT_OVERRIDES);
      const raised = Object.entries(overrides).filter(
        ([name, value]) => value > rateLimitDefaults[name as RateLimitName],
      );
      if (environment === 'production' && raised.length && !config.allowHigherLimits) {
        problems.push({
          setting: 'RATE_LIMIT_OVERRIDES',
          problem: `raises ${raised.map(([name, value]) => `${name} to ${value} (default ${rateLimitDefaults[name as RateLimitName]})`).join(', ')} in production`,
          fix: 'remove the override, or run the preflight with --allow-higher-limits when it is meant',
        });
      }
    } catch (error) {
      problems.push({
        setting: 'RATE_LIMIT_OVERRIDES',
        problem: (error as Error).message,
        fix: 'write name=value pairs of the limits in shared/schemas/limits.ts, or leave it out',
      });
    }
  }
  if (functionSecrets.SITE_URL) {
    problems.push(
      ...siteUrlProblems(
        'SITE_URL',
        functionSecrets.SITE_URL,
        `set the public https origin ${functionsWhere}`,
      ),
    );
  }

  // One site, one origin: canonical URLs, links in emails, the studio's route and both environments.
  const named: [string, string | undefined][] = [
    ['SITE_URL (functions)', functionSecrets.SITE_URL],
    ...(config.otherPagesVars
      ? [
          [
            `VITE_SITE_URL of [env.${environment === 'production' ? 'preview' : 'production'}.vars]`,
            config.otherPagesVars.VITE_SITE_URL,
          ] as [string, string | undefined],
        ]
      : []),
  ];
  for (const [setting, value] of named) {
    if (siteUrl && value && parseUrl(value) && !sameOrigin(siteUrl, value)) {
      problems.push({
        setting,
        problem: `names ${parseUrl(value)!.origin}, while VITE_SITE_URL is ${parseUrl(siteUrl)?.origin}`,
        fix: 'use the one public origin of the site in every setting that names it',
      });
    }
  }

  const mailFrom = functionSecrets.MAIL_FROM;
  if (mailFrom) {
    const domain = mailFromDomain(mailFrom);
    const expected = config.mailDomain ?? (siteUrl ? siteDomain(siteUrl) : undefined);
    if (!domain) {
      problems.push({
        setting: 'MAIL_FROM',
        problem: `"${mailFrom}" is not an address or "Name <address>"`,
        fix: 'write the sender as Name <hello@your-domain>',
      });
    } else if (expected && domain !== expected && !domain.endsWith(`.${expected}`)) {
      problems.push({
        setting: 'MAIL_FROM',
        problem: `sends from ${domain}, which is neither ${expected} nor a subdomain of it`,
        fix: `send from the domain verified in Resend (${expected} or a subdomain such as mail.${expected}), or name the verified domain in MAIL_DOMAIN`,
      });
    }
  }
  for (const name of ['LEAD_NOTIFY_EMAIL', 'APPLICATION_NOTIFY_EMAIL']) {
    const list = functionSecrets[name];
    if (list && !list.split(',').every((item) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(item.trim()))) {
      problems.push({
        setting: name,
        problem: `"${list}" is not a comma-separated list of addresses`,
        fix: 'write addresses separated by commas',
      });
    }
  }

  const resendKey = functionSecrets.RESEND_API_KEY;
  if (resendKey && isLocalStackValue(resendKey)) {
    problems.push({
      setting: 'RESEND_API_KEY',
      problem: "the local stack's key",
      fix: 'create an API key in Resend',
    });
  } else if (resendKey && !resendKey.startsWith('re_')) {
    problems.push({
      setting: 'RESEND_API_KEY',
      problem: 'not a Resend API key (they start with re_)',
      fix: 'create an API key in Resend',
    });
  }
  if (functionSecrets.RESEND_BASE_URL) {
    problems.push({
      setting: 'RESEND_BASE_URL',
      problem: 'points the functions away from Resend (the local stack uses it for its mail catcher)',
      fix: 'leave it out of the function secrets',
    });
  }

  if (config.pagesSecret) {
    problems.push(...randomSecretProblems('EDGE_API_SECRET (Pages)', config.pagesSecret));
  }
  if (functionSecrets.NEWSLETTER_TEST_SECRET) {
    problems.push(
      ...randomSecretProblems(
        'NEWSLETTER_TEST_SECRET (functions)',
        functionSecrets.NEWSLETTER_TEST_SECRET,
        'make one with openssl rand -hex 32, or leave it out when the studio sends no tests',
      ),
    );
  }
  const functionsSecret = functionSecrets.EDGE_API_SECRET;
  if (functionsSecret && functionsSecret !== config.pagesSecret) {
    problems.push(...randomSecretProblems('EDGE_API_SECRET (functions)', functionsSecret));
  }
  if (config.pagesSecret && functionsSecret && config.pagesSecret !== functionsSecret) {
    problems.push({
      setting: 'EDGE_API_SECRET',
      problem: 'the Pages secret and the function secret differ, so every form would fail with 401',
      fix: 'set the same value with npx wrangler pages secret put EDGE_API_SECRET and supabase secrets set',
    });
  }
  if (config.serviceKey) {
    problems.push(...serviceKeyProblems(config.serviceKey, pagesVars.SUPABASE_URL, config.now));
  }

  if (config.studio) problems.push(...studioProblems(config, varsWhere));
  return problems;
}

function studioProblems(config: DeployConfig, varsWhere: string): Problem[] {
  const { pagesVars } = config;
  const secrets = config.studio!.workerSecrets;
  const problems: Problem[] = [];
  const worker = 'with npx wrangler secret put <name> -c studio/worker/wrangler.toml';
  for (const name of ['STUDIO_GITHUB_REPO', 'STUDIO_GITHUB_APP_SLUG'] as const) {
    if (!pagesVars[name]) problems.push(missing(name, varsWhere, 'the studio is deployed'));
  }
  if (!pagesVars.PAGES_URL)
    problems.push(
      missing(
        'PAGES_URL',
        `${varsWhere} (the address on the Pages project's page after its first deployment)`,
        "the studio previews a branch's saves on the Pages project's own address",
      ),
    );
  const stored = config.studio!.storedSecretNames;
  for (const name of studioWorkerSecretNames) {
    if (!secrets[name] && !stored?.includes(name))
      problems.push(
        missing(
          name,
          stored
            ? worker
            : `${worker}, then give it to the preflight in the shell, or run with --remote to read the names the worker holds`,
          "the studio worker's secret",
        ),
      );
  }
  // The studio's own origin: where its worker answers, and where the site sends /keystatic.
  const siteUrl = pagesVars.VITE_SITE_URL;
  const studioUrl =
    pagesVars.STUDIO_URL || (siteUrl && parseUrl(siteUrl) ? defaultStudioUrl(siteUrl) : undefined);
  const studioOrigin = studioUrl ? parseUrl(studioUrl) : undefined;
  if (studioUrl && !studioOrigin)
    problems.push({
      setting: 'STUDIO_URL',
      problem: `is not a URL: ${studioUrl}`,
      fix: `set the studio's https origin ${varsWhere}`,
    });
  if (studioOrigin && siteUrl && parseUrl(siteUrl) && sameOrigin(siteUrl, studioOrigin.origin))
    problems.push({
      setting: 'STUDIO_URL',
      problem: `is the public site's origin (${studioOrigin.origin}): the editors' GitHub token would sit on the public site`,
      fix: `give the studio an origin of its own, such as ${defaultStudioUrl(siteUrl)}, ${varsWhere}`,
    });
  for (const pattern of config.studio!.routePatterns) {
    const host = pattern.split('/')[0];
    if (studioOrigin && host !== studioOrigin.host)
      problems.push({
        setting: `the studio worker's route ${pattern}`,
        problem: `answers on ${host}, while the site sends /keystatic to ${studioOrigin.origin}`,
        fix: `route the worker to ${studioOrigin.host} (custom_domain) in studio/worker/wrangler.toml, or set STUDIO_URL ${varsWhere}`,
      });
  }
  const sessionSecret = secrets.KEYSTATIC_SECRET;
  if (sessionSecret)
    problems.push(
      ...randomSecretProblems('KEYSTATIC_SECRET', sessionSecret, 'make one with openssl rand -hex 32'),
    );
  if (secrets.SITE_URL && siteUrl && !sameOrigin(secrets.SITE_URL, siteUrl))
    problems.push({
      setting: 'SITE_URL (studio worker)',
      problem: `is ${secrets.SITE_URL}, the site is ${siteUrl}: a previewed newsletter issue would link elsewhere`,
      fix: `set the site's address with npx wrangler secret put SITE_URL -c studio/worker/wrangler.toml`,
    });
  const testSecret = secrets.NEWSLETTER_TEST_SECRET;
  if (testSecret) {
    problems.push(
      ...randomSecretProblems(
        'NEWSLETTER_TEST_SECRET (studio worker)',
        testSecret,
        'make one with openssl rand -hex 32 and set it on the worker and the functions',
      ),
    );
    if (config.functionSecrets.NEWSLETTER_TEST_SECRET !== testSecret)
      problems.push({
        setting: 'NEWSLETTER_TEST_SECRET',
        problem: config.functionSecrets.NEWSLETTER_TEST_SECRET
          ? "the studio worker's value differs from the functions' one: its test sends would be refused"
          : 'the studio worker has one, the functions have none: its test sends would be refused',
        fix: 'give both the same value (supabase secrets set and npx wrangler secret put -c studio/worker/wrangler.toml)',
      });
  }
  if (
    secrets.STUDIO_GITHUB_REPO &&
    pagesVars.STUDIO_GITHUB_REPO &&
    secrets.STUDIO_GITHUB_REPO !== pagesVars.STUDIO_GITHUB_REPO
  ) {
    problems.push({
      setting: 'STUDIO_GITHUB_REPO',
      problem: `the worker saves to ${secrets.STUDIO_GITHUB_REPO}, the site's studio names ${pagesVars.STUDIO_GITHUB_REPO}`,
      fix: 'give both the repository the site is built from',
    });
  }
  return problems;
}

/**
 * The part of the preflight a Pages build can run: the settings its environment holds. Pages gives
 * a build the text variables of wrangler.toml's environment, so on Pages (CF_PAGES) the site's
 * origin and the Supabase project must be there; a secret that is present must not be a local one.
 */
export function buildProblems(env: Record<string, string | undefined>): Problem[] {
  const onPages = Boolean(env.CF_PAGES);
  const where = 'in wrangler.toml [env.production.vars] and [env.preview.vars]';
  const problems: Problem[] = [];
  if (onPages) {
    for (const name of requiredPagesVars) {
      if (!env[name]) {
        problems.push({
          setting: name,
          problem: `not in the build environment (${pagesVarNames[name]})`,
          fix: `set it ${where}; a variable set in the dashboard is replaced by the file`,
        });
      }
    }
  }
  if (env.VITE_SITE_URL)
    problems.push(
      ...siteUrlProblems('VITE_SITE_URL', env.VITE_SITE_URL, `set the public https origin ${where}`),
    );
  if (env.SUPABASE_URL)
    problems.push(...supabaseUrlProblems(env.SUPABASE_URL, `set https://<ref>.supabase.co ${where}`));
  for (const name of secretNames) {
    const value = env[name];
    if (value && isLocalStackValue(value)) {
      problems.push({
        setting: name,
        problem: "the local stack's value",
        fix: `set the real value with npx wrangler pages secret put ${name}`,
      });
    }
  }
  return problems;
}

/** The domain that must be verified in Resend: MAIL_FROM's, else the one the site implies. */
export function mailDomainToVerify(config: DeployConfig): string | undefined {
  const fromSender = config.functionSecrets.MAIL_FROM && mailFromDomain(config.functionSecrets.MAIL_FROM);
  const siteUrl = config.pagesVars.VITE_SITE_URL;
  return fromSender || config.mailDomain || (siteUrl ? siteDomain(siteUrl) : undefined);
}

/** The problems as lines a person reads: setting, what is wrong, the fix. */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map(({ setting, problem, fix }) => `  ${setting}: ${problem}.\n    Fix: ${fix}.`)
    .join('\n');
}
