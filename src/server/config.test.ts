import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(environment: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', '0', 'false']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('reads a number as the count of proxies in front, so 1 trusts one hop and not every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a comma list as the addresses or networks of the proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.6,192.168.0.0/16,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.0.6',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('trusts every hop only when told so in words', () => {
    expect(loadConfig({ TRUST_PROXY: 'all' }).trustProxy).toBe(true);
  });

  it.each(['true', 'yes', '-1', '1.5', 'proxy.example.nl', '10.0.0.300', '10.0.0.0/33', '10.0.0.5, 2'])(
    'refuses %s with a message that names TRUST_PROXY',
    (value) => {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY: /);
      expect(problems[0]).toContain('all');
    },
  );
});

describe('FEED_RATE_LIMIT', () => {
  it('answers 60 feeds a minute to one address unless told otherwise', () => {
    expect(loadConfig({}).feedsPerMinute).toBe(60);
    expect(loadConfig({ FEED_RATE_LIMIT: '300' }).feedsPerMinute).toBe(300);
    expect(problemsOf({ FEED_RATE_LIMIT: '0' })).toEqual([
      'FEED_RATE_LIMIT: FEED_RATE_LIMIT must be at least 1',
    ]);
  });
});

describe('IPV6_PREFIX_LENGTH', () => {
  it('counts IPv6 clients by their /64 unless told otherwise', () => {
    expect(loadConfig({}).ipv6PrefixLength).toBe(64);
    expect(loadConfig({ IPV6_PREFIX_LENGTH: '56' }).ipv6PrefixLength).toBe(56);
    expect(loadConfig({ IPV6_PREFIX_LENGTH: '128' }).ipv6PrefixLength).toBe(128);
  });

  it.each(['0', '31', '129', '64.5', 'zestig'])(
    'refuses %s with a message that says what it takes',
    (value) => {
      const problems = problemsOf({ IPV6_PREFIX_LENGTH: value });
      expect(problems).toEqual([
        'IPV6_PREFIX_LENGTH: IPV6_PREFIX_LENGTH must be a whole number from 32 to 128: the IPv6 network counted as one client by the rate limits (64 by default; 56 or 48 count larger networks as one)',
      ]);
    },
  );
});

describe('IMPORT_TEST_ALLOW_HOSTS', () => {
  it('is empty unless set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).importTestAllowHosts).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production' }).importTestAllowHosts).toEqual([]);
  });

  it('reads a comma list of host:port pairs in tests', () => {
    expect(
      loadConfig({
        NODE_ENV: 'test',
        IMPORT_TEST_ALLOW_HOSTS: '127.0.0.1:4567, [::1]:80,fixture.example.nl:8080',
      }).importTestAllowHosts,
    ).toEqual(['127.0.0.1:4567', '[::1]:80', 'fixture.example.nl:8080']);
  });

  it.each([{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }, {}])(
    'is refused outside tests (%o), so production cannot switch it on by accident',
    (environment) => {
      expect(problemsOf({ ...environment, IMPORT_TEST_ALLOW_HOSTS: '127.0.0.1:4567' })).toEqual([
        'IMPORT_TEST_ALLOW_HOSTS: IMPORT_TEST_ALLOW_HOSTS is only for tests (NODE_ENV=test)',
      ]);
    },
  );

  it.each(['127.0.0.1', '127.0.0.1:', 'http://127.0.0.1:4567', '127.0.0.1:4567/path'])(
    'refuses %s, which is no host:port pair',
    (value) => {
      const problems = problemsOf({ NODE_ENV: 'test', IMPORT_TEST_ALLOW_HOSTS: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^IMPORT_TEST_ALLOW_HOSTS\.0: .*host:port/);
    },
  );
});

describe('translation, cover generation and mail', () => {
  it('leaves every helper off when nothing is set', () => {
    const config = loadConfig({});
    expect(config.translation).toBeNull();
    expect(config.imageGeneration).toBeNull();
    expect(config.mail).toBeNull();
  });

  it('reads LibreTranslate by URL, with or without a key', () => {
    expect(loadConfig({ LIBRETRANSLATE_URL: 'http://localhost:5000' }).translation).toEqual({
      kind: 'libretranslate',
      url: 'http://localhost:5000',
      apiKey: null,
    });
    expect(
      loadConfig({ LIBRETRANSLATE_URL: 'http://localhost:5000', LIBRETRANSLATE_API_KEY: 'lt-key' })
        .translation,
    ).toMatchObject({ apiKey: 'lt-key' });
  });

  it("sends a DeepL ':fx' key to the free API, another key to the paid one, DEEPL_API_URL to itself", () => {
    expect(loadConfig({ DEEPL_API_KEY: 'abc:fx' }).translation).toEqual({
      kind: 'deepl',
      url: 'https://api-free.deepl.com',
      apiKey: 'abc:fx',
    });
    expect(loadConfig({ DEEPL_API_KEY: 'abc' }).translation).toMatchObject({ url: 'https://api.deepl.com' });
    expect(
      loadConfig({ DEEPL_API_KEY: 'abc:fx', DEEPL_API_URL: 'http://127.0.0.1:8080' }).translation,
    ).toMatchObject({ url: 'http://127.0.0.1:8080' });
  });

  it('refuses LibreTranslate and DeepL together', () => {
    expect(problemsOf({ LIBRETRANSLATE_URL: 'http://localhost:5000', DEEPL_API_KEY: 'abc' })).toEqual([
      'DEEPL_API_KEY: Set LIBRETRANSLATE_URL or DEEPL_API_KEY, not both',
    ]);
  });

  it('reads an image-generation service, and refuses its key without its URL', () => {
    expect(
      loadConfig({
        IMAGE_GENERATION_URL: 'https://images.example.nl/v1/generate',
        IMAGE_GENERATION_API_KEY: 'k',
      }).imageGeneration,
    ).toEqual({ url: 'https://images.example.nl/v1/generate', apiKey: 'k' });
    expect(problemsOf({ IMAGE_GENERATION_API_KEY: 'k' })).toEqual([
      'IMAGE_GENERATION_URL: IMAGE_GENERATION_API_KEY needs IMAGE_GENERATION_URL',
    ]);
  });

  it("reads mail, with the site's name on the public host as sender unless MAIL_FROM says otherwise", () => {
    const mail = {
      SMTP_URL: 'smtps://meedoen:geheim@mail.example.nl:465',
      CONTACT_FORWARD_TO: 'team@example.nl',
      PUBLIC_URL: 'https://meedoen.example.nl',
    };
    expect(loadConfig(mail).mail).toEqual({
      smtpUrl: 'smtps://meedoen:geheim@mail.example.nl:465',
      from: null,
      noreplyAddress: 'noreply@meedoen.example.nl',
      contactForwardTo: 'team@example.nl',
    });
    expect(loadConfig({ ...mail, MAIL_FROM: 'post@example.nl' }).mail?.from).toBe('post@example.nl');
    expect(loadConfig({ ...mail, MAIL_FROM: 'Meedoen Utrecht <post@example.nl>' }).mail?.from).toBe(
      'Meedoen Utrecht <post@example.nl>',
    );
  });

  it('takes SMTP_URL without CONTACT_FORWARD_TO: mail is sent, contact messages stay in the inbox', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.nl:587' })).toEqual([]);
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example.nl:587', PUBLIC_URL: 'https://meedoen.example.nl' }).mail,
    ).toEqual({
      smtpUrl: 'smtp://mail.example.nl:587',
      from: null,
      noreplyAddress: 'noreply@meedoen.example.nl',
      contactForwardTo: null,
    });
  });

  it('refuses CONTACT_FORWARD_TO without SMTP_URL', () => {
    expect(problemsOf({ CONTACT_FORWARD_TO: 'team@example.nl' })).toEqual([
      'SMTP_URL: CONTACT_FORWARD_TO needs SMTP_URL, the mail server that sends them',
    ]);
  });

  it.each([
    ['LIBRETRANSLATE_URL', 'libretranslate'],
    ['DEEPL_API_URL', 'api.deepl.com'],
    ['IMAGE_GENERATION_URL', 'images'],
    ['SMTP_URL', 'mail.example.nl:587'],
    ['MAIL_FROM', 'meedoen'],
  ])('refuses a wrong %s with one message that names it', (name, value) => {
    const environment: NodeJS.ProcessEnv = { [name]: value };
    if (name === 'MAIL_FROM') environment.SMTP_URL = 'smtp://mail.example.nl:587';
    const problems = problemsOf(environment);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: ${name} must`));
  });

  it('refuses a CONTACT_FORWARD_TO that is no e-mail address', () => {
    const problems = problemsOf({ SMTP_URL: 'smtp://mail.example.nl:587', CONTACT_FORWARD_TO: 'team' });
    expect(problems).toEqual(['CONTACT_FORWARD_TO: CONTACT_FORWARD_TO must be an e-mail address']);
  });
});

describe('web addresses', () => {
  it('takes only http and https, with one message per variable', () => {
    const problems = problemsOf({
      PUBLIC_URL: 'javascript:alert(1)',
      LIBRETRANSLATE_URL: 'localhost:5000',
      DEEPL_API_KEY: undefined,
      IMAGE_GENERATION_URL: 'ftp://images.example.nl/generate',
      GOOGLE_ISSUER_URL: 'file:///etc/passwd',
    });
    expect(problems).toEqual([
      'PUBLIC_URL: PUBLIC_URL must be a full URL such as https://meedoen.example.nl',
      'GOOGLE_ISSUER_URL: GOOGLE_ISSUER_URL must be a full URL such as https://accounts.google.com',
      'LIBRETRANSLATE_URL: LIBRETRANSLATE_URL must be a full URL such as http://localhost:5000',
      'IMAGE_GENERATION_URL: IMAGE_GENERATION_URL must be a full URL such as https://images.example.nl/v1/generate',
    ]);
    expect(problemsOf({ DEEPL_API_KEY: 'k', DEEPL_API_URL: 'mailto:x@example.nl' })).toEqual([
      'DEEPL_API_URL: DEEPL_API_URL must be a full URL such as https://api.deepl.com',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://meedoen.example.nl/' }).publicUrl).toBe(
      'https://meedoen.example.nl',
    );
  });
});

describe("the search assistant's model", () => {
  it('is off unless set: the assistant answers offline', () => {
    expect(loadConfig({}).assistant).toBeNull();
  });

  it('reads an OpenAI-compatible API by URL and model, with or without a key', () => {
    expect(
      loadConfig({ ASSISTANT_API_URL: 'http://localhost:11434/v1', ASSISTANT_MODEL: 'llama3.1' }).assistant,
    ).toEqual({ url: 'http://localhost:11434/v1', apiKey: null, model: 'llama3.1' });
    expect(
      loadConfig({
        ASSISTANT_API_URL: 'https://api.openai.com/v1',
        ASSISTANT_API_KEY: 'sk-test',
        ASSISTANT_MODEL: 'gpt-4o-mini',
      }).assistant,
    ).toEqual({ url: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'gpt-4o-mini' });
  });

  it('refuses a URL without a model, and a key or model without a URL, one message each', () => {
    expect(problemsOf({ ASSISTANT_API_URL: 'https://api.openai.com/v1' })).toEqual([
      'ASSISTANT_MODEL: ASSISTANT_API_URL needs ASSISTANT_MODEL, the model to ask (gpt-4o-mini, llama3.1…)',
    ]);
    expect(problemsOf({ ASSISTANT_API_KEY: 'sk-test' })).toEqual([
      'ASSISTANT_API_URL: ASSISTANT_API_KEY needs ASSISTANT_API_URL',
    ]);
    expect(problemsOf({ ASSISTANT_API_KEY: 'sk-test', ASSISTANT_MODEL: 'gpt-4o-mini' })).toEqual([
      'ASSISTANT_API_URL: ASSISTANT_API_KEY and ASSISTANT_MODEL need ASSISTANT_API_URL',
    ]);
  });

  it.each(['localhost:11434/v1', 'ftp://models.example.nl/v1', 'javascript:alert(1)'])(
    'takes only http and https: refuses %s with one message that names it',
    (value) => {
      expect(problemsOf({ ASSISTANT_API_URL: value, ASSISTANT_MODEL: 'llama3.1' })).toEqual([
        'ASSISTANT_API_URL: ASSISTANT_API_URL must be a full URL such as https://api.openai.com/v1',
      ]);
    },
  );
});
