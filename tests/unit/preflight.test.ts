import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { gatherConfig, listWorkerSecretNames, parsePreflightArgs } from '../../scripts/preflight';
import {
  buildProblems,
  deployProblems,
  mailDomainToVerify,
  type DeployConfig,
  type Problem,
} from '../../site/scripts/preflight-rules';
import { pagesEnvironmentOf, readBuildEnv, readPagesVars, withPagesVars } from '../../site/scripts/env';
import { localKeys } from '../../supabase/local/keys';

const ref = 'abcdefghijklmnopqrst';
/** A JWT of the legacy kind with the given claims (the preflight never checks signatures). */
const legacyKey = (claims: Record<string, unknown>) =>
  [
    { alg: 'HS256', typ: 'JWT' },
    { iss: 'supabase', ref, iat: 1760000000, exp: 2075000000, ...claims },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('c2lnbmF0dXJl')
    .join('.');
const serviceRoleKey = legacyKey({ role: 'service_role' });
const edgeSecret = '5f0c9d8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d';

const siteVars = {
  VITE_SITE_URL: 'https://www.emberwise.ai',
  VITE_BOOKING_URL: 'https://cal.com/emberwise/roi-call',
  VITE_VIDEO_ORIGIN: 'https://www.youtube-nocookie.com',
  SUPABASE_URL: `https://${ref}.supabase.co`,
};

/** Everything a production deploy needs, right. */
function completeSetup(): DeployConfig {
  return {
    environment: 'production',
    pagesVars: { ...siteVars },
    otherPagesVars: { ...siteVars },
    pagesSecret: edgeSecret,
    functionSecrets: {
      RESEND_API_KEY: 're_4Xk9aBcDeFgHiJkLmNoP',
      LEAD_NOTIFY_EMAIL: 'team@emberwise.ai, sales@emberwise.ai',
      APPLICATION_NOTIFY_EMAIL: 'hiring@emberwise.ai',
      MAIL_FROM: 'Emberwise <hello@mail.emberwise.ai>',
      SITE_URL: 'https://www.emberwise.ai',
      EDGE_API_SECRET: edgeSecret,
    },
    serviceKey: serviceRoleKey,
  };
}

/** The complete setup with one change. */
function broken(change: (config: DeployConfig) => void): Problem[] {
  const config = completeSetup();
  change(config);
  return deployProblems(config);
}

const settings = (problems: Problem[]) => problems.map((problem) => problem.setting);

describe('the deploy preflight', () => {
  it('passes a complete setup', () => {
    expect(deployProblems(completeSetup())).toEqual([]);
  });

  it('names every required setting that is missing, with where to set it', () => {
    const problems = broken((config) => {
      delete config.pagesVars.SUPABASE_URL;
      delete config.functionSecrets.MAIL_FROM;
      config.pagesSecret = undefined;
      config.serviceKey = undefined;
    });
    expect(settings(problems)).toEqual([
      'SUPABASE_URL',
      'MAIL_FROM',
      'EDGE_API_SECRET (Pages)',
      'SUPABASE_SECRET_KEY',
    ]);
    expect(problems[0]!.fix).toContain('wrangler.toml [env.production.vars]');
    expect(problems[1]!.fix).toContain('supabase secrets set');
  });

  it('wants the applications’ own inbox: APPLICATION_NOTIFY_EMAIL is required', () => {
    const problems = broken((config) => {
      delete config.functionSecrets.APPLICATION_NOTIFY_EMAIL;
    });
    expect(settings(problems)).toEqual(['APPLICATION_NOTIFY_EMAIL']);
    expect(problems[0]!.fix).toContain('supabase secrets set');
  });

  it('refuses loopback addresses: the local stack as backend, a local site', () => {
    const problems = broken((config) => {
      config.pagesVars.SUPABASE_URL = 'http://127.0.0.1:54321';
      config.functionSecrets.SITE_URL = 'http://localhost:8788';
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ setting: 'SUPABASE_URL', problem: expect.stringContaining('local stack') }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ setting: 'SITE_URL', problem: expect.stringContaining('loopback') }),
    );
  });

  it("refuses the local stack's keys and secrets, the JWT secret its demo keys are signed with included", () => {
    expect(settings(broken((config) => (config.serviceKey = localKeys.serviceRoleKey)))).toEqual([
      'SUPABASE_SECRET_KEY',
    ]);
    expect(settings(broken((config) => (config.serviceKey = localKeys.secretKey)))).toEqual([
      'SUPABASE_SECRET_KEY',
    ]);
    expect(
      settings(
        broken((config) => {
          config.pagesSecret = localKeys.jwtSecret;
          config.functionSecrets.EDGE_API_SECRET = localKeys.jwtSecret;
        }),
      ),
    ).toEqual(['EDGE_API_SECRET (Pages)']);
    expect(
      broken((config) => (config.functionSecrets.RESEND_API_KEY = localKeys.resendApiKey)),
    ).toContainEqual(
      expect.objectContaining({ setting: 'RESEND_API_KEY', problem: "the local stack's key" }),
    );
  });

  it('takes a secret key (sb_secret_…) as well as the legacy service_role JWT', () => {
    expect(broken((config) => (config.serviceKey = 'sb_secret_Ab3dEf6hIj9kLm2nOp5q_Zx8-Yw7v'))).toEqual([]);
  });

  it('refuses a publishable key, and a secret key of the wrong shape', () => {
    const [publishable] = broken((config) => (config.serviceKey = 'sb_publishable_Ab3dEf6hIj9kLm2nOp5q'));
    expect(publishable).toMatchObject({ setting: 'SUPABASE_SECRET_KEY' });
    expect(publishable!.problem).toContain('runs as anon');
    const [short] = broken((config) => (config.serviceKey = 'sb_secret_abc'));
    expect(short!.problem).toContain('not the shape of a secret key');
  });

  it('refuses an unsigned (alg none) or expired legacy key', () => {
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      serviceRoleKey.split('.')[1],
      '',
    ].join('.');
    expect(broken((config) => (config.serviceKey = unsigned))[0]!.problem).toContain('unsigned');
    const expired = legacyKey({ role: 'service_role', exp: 1700000000 });
    expect(broken((config) => (config.serviceKey = expired))[0]!.problem).toContain('expired on 2023-11-14');
  });

  it('refuses a legacy key with the wrong role, or of another project', () => {
    const [anon] = broken((config) => (config.serviceKey = legacyKey({ role: 'anon' })));
    expect(anon!.problem).toContain('this is the anon key');
    const [other] = broken(
      (config) => (config.serviceKey = legacyKey({ role: 'service_role', ref: 'zyxwvutsrqponmlkjihg' })),
    );
    expect(other!.problem).toContain('project "zyxwvutsrqponmlkjihg"');
    expect(settings(broken((config) => (config.serviceKey = 'not-a-jwt-at-all-0123456789')))).toEqual([
      'SUPABASE_SECRET_KEY',
    ]);
  });

  it('refuses a SUPABASE_URL that is not a Supabase project, unless its custom domain is named', () => {
    const [foreign] = broken((config) => (config.pagesVars.SUPABASE_URL = 'https://api.evil.example'));
    expect(foreign).toMatchObject({ setting: 'SUPABASE_URL' });
    expect(foreign!.problem).toContain('api.evil.example is not a Supabase project');
    expect(
      broken((config) => {
        config.pagesVars.SUPABASE_URL = 'https://db.emberwise.ai';
        config.supabaseDomain = 'db.emberwise.ai';
      }),
    ).toEqual([]);
    expect(
      broken((config) => (config.pagesVars.SUPABASE_URL = `https://${ref}.supabase.co/rest/v1`))[0]!.problem,
    ).toContain("more than the project's origin");
  });

  it('refuses a booking or video address that is not https, a javascript: one included', () => {
    const problems = broken((config) => {
      config.pagesVars.VITE_BOOKING_URL = 'javascript:alert(document.cookie)';
      config.pagesVars.VITE_VIDEO_ORIGIN = 'http://www.youtube-nocookie.com';
    });
    expect(problems).toEqual([
      expect.objectContaining({
        setting: 'VITE_BOOKING_URL',
        problem: expect.stringContaining('javascript:'),
      }),
      expect.objectContaining({
        setting: 'VITE_VIDEO_ORIGIN',
        problem: expect.stringContaining('not https'),
      }),
    ]);
  });

  it('refuses production rate limits above the defaults, unless --allow-higher-limits says they are meant', () => {
    const raised = (config: DeployConfig) =>
      (config.pagesVars.RATE_LIMIT_OVERRIDES = 'leads_per_client_per_hour=1000000,visitor_emails_per_hour=5');
    const [problem, ...rest] = broken(raised);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ setting: 'RATE_LIMIT_OVERRIDES' });
    expect(problem!.problem).toBe('raises leads_per_client_per_hour to 1000000 (default 5) in production');
    expect(problem!.fix).toContain('--allow-higher-limits');
    expect(
      broken((config) => {
        raised(config);
        config.allowHigherLimits = true;
      }),
    ).toEqual([]);
    expect(
      broken((config) => {
        raised(config);
        config.environment = 'preview';
      }),
    ).toEqual([]);
  });

  it("refuses every placeholder of the README's deploy steps, wherever it is pasted", async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    // Every `<…>` of the README (no HTML there) but a sender's address, and the API key's `re_...`.
    const placeholders = [...new Set(readme.match(/<[^<>\n`]+>|re_\.\.\./g) ?? [])].filter(
      (text) => !/^<[^\s<>]+@[^\s<>]+>$/.test(text),
    );
    expect(placeholders).toEqual(expect.arrayContaining(['<the output of: openssl rand -hex 32>', 're_...']));
    for (const placeholder of placeholders) {
      const problems = broken((config) => {
        config.pagesSecret = config.functionSecrets.EDGE_API_SECRET = placeholder;
        config.functionSecrets.RESEND_API_KEY = placeholder;
        config.serviceKey = placeholder;
        config.pagesVars.VITE_BOOKING_URL = `https://cal.com/${placeholder}`;
      });
      expect(settings(problems), placeholder).toEqual(
        expect.arrayContaining([
          'EDGE_API_SECRET (Pages)',
          'RESEND_API_KEY (functions)',
          'SUPABASE_SECRET_KEY',
          'VITE_BOOKING_URL',
        ]),
      );
    }
  });

  it('wants one site origin everywhere it is named', () => {
    const problems = broken((config) => {
      config.functionSecrets.SITE_URL = 'https://emberwise.ai';
      config.otherPagesVars!.VITE_SITE_URL = 'https://preview.emberwise.ai';
    });
    expect(settings(problems)).toEqual(['SITE_URL (functions)', 'VITE_SITE_URL of [env.preview.vars]']);
    expect(problems[0]!.problem).toContain('https://www.emberwise.ai');
  });

  it('wants the site as an https origin without a path', () => {
    expect(
      broken(
        (config) =>
          (config.pagesVars.VITE_SITE_URL = config.otherPagesVars!.VITE_SITE_URL = 'http://www.emberwise.ai'),
      ),
    ).toContainEqual(
      expect.objectContaining({ setting: 'VITE_SITE_URL', problem: expect.stringContaining('not https') }),
    );
  });

  it("wants MAIL_FROM on the site's domain or a subdomain, and says which domain to verify", () => {
    const [problem] = broken((config) => (config.functionSecrets.MAIL_FROM = 'Emberwise <hello@gmail.com>'));
    expect(problem).toMatchObject({ setting: 'MAIL_FROM' });
    expect(problem!.problem).toContain('gmail.com');
    expect(problem!.fix).toContain('emberwise.ai');
    expect(broken((config) => (config.functionSecrets.MAIL_FROM = 'hello@emberwise.ai'))).toEqual([]);
    expect(mailDomainToVerify(completeSetup())).toBe('mail.emberwise.ai');
  });

  it('takes an explicitly named mail domain over the site domain', () => {
    const problems = broken((config) => {
      config.mailDomain = 'emberwise-mail.com';
      config.functionSecrets.MAIL_FROM = 'Emberwise <hello@emberwise-mail.com>';
    });
    expect(problems).toEqual([]);
    expect(settings(broken((config) => (config.mailDomain = 'emberwise-mail.com')))).toEqual(['MAIL_FROM']);
  });

  it('wants a strong functions secret, the same on both sides', () => {
    const short = broken(
      (config) => (config.pagesSecret = config.functionSecrets.EDGE_API_SECRET = 'abc123'),
    );
    expect(short).toEqual([
      expect.objectContaining({
        setting: 'EDGE_API_SECRET (Pages)',
        problem: expect.stringContaining('at least 32'),
      }),
    ]);
    for (const weak of [
      'a'.repeat(40),
      'abcdefgh'.repeat(4),
      '0123456789abcdef'.repeat(4),
      'Zq3'.repeat(22),
      // 40 hex characters: 20 random bytes at most.
      '5f0c9d8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d',
    ]) {
      const weakSecret = broken(
        (config) => (config.pagesSecret = config.functionSecrets.EDGE_API_SECRET = weak),
      );
      expect(settings(weakSecret), weak).toEqual(['EDGE_API_SECRET (Pages)']);
    }
    expect(
      broken(
        (config) => (config.pagesSecret = config.functionSecrets.EDGE_API_SECRET = 'abcdefgh'.repeat(4)),
      )[0]!.problem,
    ).toContain('"abcdefgh" repeated');
    const differing = broken(
      (config) => (config.functionSecrets.EDGE_API_SECRET = edgeSecret.replace('5f', '6f')),
    );
    expect(differing).toEqual([
      expect.objectContaining({ setting: 'EDGE_API_SECRET', problem: expect.stringContaining('differ') }),
    ]);
  });

  it('refuses a secret written into wrangler.toml, and SUPABASE_ values set by hand', () => {
    const problems = broken((config) => {
      config.pagesVars.EDGE_API_SECRET = edgeSecret;
      config.functionSecrets.SUPABASE_SERVICE_ROLE_KEY = serviceRoleKey;
    });
    expect(settings(problems)).toEqual(['EDGE_API_SECRET', 'SUPABASE_SERVICE_ROLE_KEY']);
    expect(problems[0]!.fix).toContain('wrangler pages secret put EDGE_API_SECRET');
  });

  it('checks a deployed studio: its settings, its session secret and its repository', () => {
    const problems = broken((config) => {
      config.pagesVars.STUDIO_GITHUB_REPO = 'emberwise/site';
      config.studio = {
        routePatterns: ['studio.emberwise.ai'],
        workerSecrets: { KEYSTATIC_SECRET: 'short', STUDIO_GITHUB_REPO: 'someone/else' },
      };
    });
    expect(settings(problems)).toEqual([
      'STUDIO_GITHUB_APP_SLUG',
      'PAGES_URL',
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'STUDIO_EDITORS',
      'SITE_URL',
      'KEYSTATIC_SECRET',
      'STUDIO_GITHUB_REPO',
    ]);
  });

  it('wants the studio on an origin of its own, where its worker answers', () => {
    const studio = (routePatterns: string[], studioUrl?: string) =>
      broken((config) => {
        config.pagesVars.STUDIO_GITHUB_REPO = 'emberwise/site';
        config.pagesVars.STUDIO_GITHUB_APP_SLUG = 'emberwise-studio';
        config.pagesVars.PAGES_URL = 'https://emberwise-site-1ab.pages.dev';
        if (studioUrl) config.pagesVars.STUDIO_URL = studioUrl;
        config.studio = {
          routePatterns,
          workerSecrets: {
            KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc',
            KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
            KEYSTATIC_SECRET: edgeSecret,
            STUDIO_GITHUB_REPO: 'emberwise/site',
            STUDIO_EDITORS: 'ana-devries',
            SITE_URL: 'https://www.emberwise.ai',
          },
        };
      });
    // The default origin is studio. and the site's domain.
    expect(studio(['studio.emberwise.ai'])).toEqual([]);
    // The studio worker on the public site's origin: the token would sit there.
    const onSite = studio(['www.emberwise.ai/api/keystatic/*'], 'https://www.emberwise.ai');
    expect(settings(onSite)).toEqual(['STUDIO_URL']);
    expect(onSite[0]!.problem).toContain("the editors' GitHub token would sit on the public site");
    // The worker answering somewhere the site does not send editors.
    const elsewhere = studio(['edit.emberwise.ai']);
    expect(settings(elsewhere)).toEqual(["the studio worker's route edit.emberwise.ai"]);
    expect(elsewhere[0]!.problem).toContain('https://studio.emberwise.ai');
    expect(studio(['edit.emberwise.ai'], 'https://edit.emberwise.ai')).toEqual([]);
  });

  it("does not demand a studio worker's secret that the worker already holds", () => {
    const studio = (storedSecretNames?: string[]) =>
      broken((config) => {
        config.pagesVars.STUDIO_GITHUB_REPO = 'emberwise/site';
        config.pagesVars.STUDIO_GITHUB_APP_SLUG = 'emberwise-studio';
        config.pagesVars.PAGES_URL = 'https://emberwise-site-1ab.pages.dev';
        config.studio = {
          routePatterns: ['studio.emberwise.ai'],
          workerSecrets: { STUDIO_GITHUB_REPO: 'emberwise/site' },
          storedSecretNames,
        };
      });
    // Without --remote, what is not in the shell is missing, and the fix says how to look it up.
    const offline = studio();
    expect(settings(offline)).toEqual([
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
      'STUDIO_EDITORS',
      'SITE_URL',
    ]);
    expect(offline[0]!.fix).toContain('--remote');
    // With the names the worker holds (wrangler secret list), only what it lacks is asked for.
    expect(
      settings(studio(['KEYSTATIC_GITHUB_CLIENT_ID', 'KEYSTATIC_SECRET', 'STUDIO_EDITORS', 'SITE_URL'])),
    ).toEqual(['KEYSTATIC_GITHUB_CLIENT_SECRET']);
    expect(
      studio([
        'KEYSTATIC_GITHUB_CLIENT_ID',
        'KEYSTATIC_GITHUB_CLIENT_SECRET',
        'KEYSTATIC_SECRET',
        'STUDIO_EDITORS',
        'STUDIO_GITHUB_REPO',
        'SITE_URL',
      ]),
    ).toEqual([]);
  });

  it("checks the studio's newsletter settings: the site its previews link to, and the test secret on both sides", () => {
    const studio = (worker: Record<string, string>, functions: Record<string, string> = {}) =>
      broken((config) => {
        config.pagesVars.STUDIO_GITHUB_REPO = 'emberwise/site';
        config.pagesVars.STUDIO_GITHUB_APP_SLUG = 'emberwise-studio';
        config.pagesVars.PAGES_URL = 'https://emberwise-site-1ab.pages.dev';
        Object.assign(config.functionSecrets, functions);
        config.studio = {
          routePatterns: ['studio.emberwise.ai'],
          workerSecrets: { STUDIO_GITHUB_REPO: 'emberwise/site', ...worker },
          storedSecretNames: [
            'KEYSTATIC_GITHUB_CLIENT_ID',
            'KEYSTATIC_GITHUB_CLIENT_SECRET',
            'KEYSTATIC_SECRET',
            'STUDIO_EDITORS',
            'SITE_URL',
          ],
        };
      });
    const testSecret = '9c1e7b3a5d2f4e6a8b0c1d3e5f7a9b2c4d6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a';
    expect(studio({ SITE_URL: 'https://www.emberwise.ai' })).toEqual([]);
    expect(settings(studio({ SITE_URL: 'https://www.other.example' }))).toEqual(['SITE_URL (studio worker)']);
    expect(studio({ NEWSLETTER_TEST_SECRET: testSecret }, { NEWSLETTER_TEST_SECRET: testSecret })).toEqual(
      [],
    );
    const onlyWorker = studio({ NEWSLETTER_TEST_SECRET: testSecret });
    expect(settings(onlyWorker)).toEqual(['NEWSLETTER_TEST_SECRET']);
    expect(onlyWorker[0]!.problem).toContain('its test sends would be refused');
    expect(
      settings(
        studio({ NEWSLETTER_TEST_SECRET: 'a'.repeat(64) }, { NEWSLETTER_TEST_SECRET: 'a'.repeat(64) }),
      ),
    ).toEqual(['NEWSLETTER_TEST_SECRET (functions)', 'NEWSLETTER_TEST_SECRET (studio worker)']);
  });

  it("refuses a PAGES_URL that is not the Pages project's own address", () => {
    const withPagesUrl = (value: string) =>
      broken((config) => {
        config.pagesVars.PAGES_URL = value;
        config.otherPagesVars!.PAGES_URL = value;
      });
    expect(withPagesUrl('https://emberwise-site-1ab.pages.dev')).toEqual([]);
    for (const wrong of [
      'https://<project>.pages.dev',
      'http://emberwise-site.pages.dev',
      'https://www.emberwise.ai',
      'https://emberwise-site.pages.dev/blogs',
      'https://pages.dev.evil.example',
      'javascript:alert(1)//x.pages.dev',
    ]) {
      expect(settings(withPagesUrl(wrong)), wrong).toEqual(['PAGES_URL']);
    }
  });
});

describe('the preflight command line', () => {
  it('reads the environment and its flags', () => {
    expect(parsePreflightArgs(['preview', '--functions-env', 'supabase/.env', '--remote'])).toEqual({
      environment: 'preview',
      functionsEnvFile: 'supabase/.env',
      remote: true,
      allowHigherLimits: false,
    });
  });

  it('says in one line what is wrong with bad input', () => {
    expect(() => parsePreflightArgs(['production', '--functions-env'])).toThrow(
      '--functions-env needs a file.',
    );
    expect(() => parsePreflightArgs(['production', '--functions-env', '--remote'])).toThrow('needs a file');
    expect(() => parsePreflightArgs(['production', '--force'])).toThrow('Unknown flag --force.');
    expect(() => parsePreflightArgs(['staging'])).toThrow('Unknown environment "staging"');
    expect(() => parsePreflightArgs([])).toThrow('Name the environment');
  });

  it('gives the preflight every studio worker secret the shell holds, STUDIO_EDITORS too', async () => {
    const shell = { KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc', STUDIO_EDITORS: 'ana-devries', PATH: '/bin' };
    // The committed wrangler.toml names no studio, so the preflight does not look for one.
    expect((await gatherConfig('production', shell)).studio).toBeUndefined();
    const withStudio = async () => ({ ...siteVars, STUDIO_GITHUB_REPO: 'emberwise/site' });
    const config = await gatherConfig('production', shell, undefined, withStudio);
    expect(config.studio).toEqual({
      routePatterns: ['studio.emberwise.ai'],
      workerSecrets: { KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.abc', STUDIO_EDITORS: 'ana-devries' },
    });
    const names = await listWorkerSecretNames(async (args) => {
      expect(args).toEqual(['secret', 'list', '-c', 'studio/worker/wrangler.toml', '--format', 'json']);
      return 'Using wrangler 4\n[{"name":"KEYSTATIC_SECRET","type":"secret_text"},{"name":"STUDIO_EDITORS","type":"secret_text"}]';
    });
    expect(names).toEqual(['KEYSTATIC_SECRET', 'STUDIO_EDITORS']);
    await expect(listWorkerSecretNames(async () => 'You are not logged in.')).rejects.toThrow(
      'You are not logged in.',
    );
  }, 30_000);

  it('says which functions file it cannot read', async () => {
    await expect(gatherConfig('production', {}, '/nonexistent/.env.production')).rejects.toThrow(
      '--functions-env: cannot read /nonexistent/.env.production.',
    );
  }, 30_000);
});

describe('the committed wrangler.toml as Pages reads it', () => {
  it('gives both environments the site and the backend, and the preflight refuses the placeholder project', async () => {
    const production = await readPagesVars('production');
    const preview = await readPagesVars('preview');
    expect(production.VITE_SITE_URL).toBe(preview.VITE_SITE_URL);
    expect(Object.keys(production).sort()).toEqual(Object.keys(preview).sort());
    const problems = deployProblems({ ...completeSetup(), pagesVars: production, otherPagesVars: preview });
    expect(problems).toEqual([
      expect.objectContaining({ setting: 'SUPABASE_URL', problem: expect.stringContaining('placeholder') }),
    ]);
  }, 30_000);
});

describe('the production build runs the checks its environment allows', () => {
  it('on Pages, a build without the backend setting fails, naming wrangler.toml', () => {
    const problems = buildProblems({ CF_PAGES: '1', VITE_SITE_URL: 'https://www.emberwise.ai' });
    expect(problems).toEqual([expect.objectContaining({ setting: 'SUPABASE_URL' })]);
    expect(problems[0]!.fix).toContain('wrangler.toml');
    expect(() =>
      readBuildEnv({ CF_PAGES: '1', VITE_SITE_URL: 'https://www.emberwise.ai' }, 'production'),
    ).toThrow(/Invalid production build configuration:\n {2}SUPABASE_URL: not in the build environment/);
  });

  it('a build given the local stack fails; a complete Pages environment passes', () => {
    expect(
      settings(
        buildProblems({
          CF_PAGES: '1',
          VITE_SITE_URL: 'https://www.emberwise.ai',
          SUPABASE_URL: 'http://127.0.0.1:54321',
          EDGE_API_SECRET: localKeys.edgeApiSecret,
        }),
      ),
    ).toEqual(['SUPABASE_URL', 'EDGE_API_SECRET']);
    expect(buildProblems({ CF_PAGES: '1', ...siteVars })).toEqual([]);
  });

  it('off Pages, a production build needs nothing it does not have', () => {
    expect(buildProblems({})).toEqual([]);
  });
});

describe('a production build made for wrangler pages deploy', () => {
  it("takes the environment's variables from wrangler.toml, and stops when the shell says otherwise", () => {
    expect(withPagesVars({ PATH: '/bin' }, siteVars)).toEqual({ PATH: '/bin', ...siteVars });
    expect(() => withPagesVars({ VITE_SITE_URL: 'http://127.0.0.1:8788' }, siteVars)).toThrow(
      /VITE_SITE_URL: "http:\/\/127.0.0.1:8788" in the shell, "https:\/\/www.emberwise.ai" in wrangler.toml/,
    );
  });

  it('stands for production unless --env preview says otherwise', () => {
    expect(pagesEnvironmentOf(['node', 'build.ts', '--mode', 'production'])).toBe('production');
    expect(pagesEnvironmentOf(['node', 'build.ts', '--mode', 'production', '--env', 'preview'])).toBe(
      'preview',
    );
    expect(() => pagesEnvironmentOf(['node', 'build.ts', '--env', 'staging'])).toThrow(/staging/);
  });
});
