// public-environment: secrets in variables that bundlers inline into the browser bundle (NEXT_PUBLIC_*,
// VITE_*, REACT_APP_*, NUXT_PUBLIC_*, PUBLIC_*, EXPO_PUBLIC_*, VUE_APP_*, GATSBY_*) and in Expo's
// `expo.extra`, which ships in the app manifest. Read from env files (examples left out) and framework configs.
//
// Not reported, because they are meant to be public: Stripe publishable keys (`pk_…`), Supabase anon keys
// (a JWT with role `anon`) and `sb_publishable_…` keys, Google API keys (`AIza…`, restricted by referrer),
// Mapbox public tokens (`pk.…`), names with ANON, PUBLISHABLE, PUBLIC_KEY, SITE_KEY or CLIENT_ID, and
// empty or placeholder values.
import { rule } from './catalogue.ts';
import { baseName, isEnvFile } from './paths.ts';
import { assessSecret } from './secret-context.ts';
import { findSecrets, isExamplePath, redact } from './secrets.ts';
import { LineLocator } from './text.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue } from './types.ts';
import { isPlaceholder, jwtRole } from './values.ts';

const HELP =
  'Everything in a browser-published variable ends up in the JavaScript that every visitor downloads. Rotate ' +
  'the secret, move it to a server-only variable (no public prefix) and use it only in server code.';

export const PUBLIC_ENVIRONMENT_RULES: RuleCatalogue = {
  'public-environment/secret-value': rule(
    'Credential in a browser-published variable',
    'A variable that the bundler publishes to the browser holds a value shaped like a credential.',
    HELP,
  ),
  'public-environment/secret-name': rule(
    'Secret-named browser-published variable',
    'A variable that the bundler publishes to the browser is named like a secret (SECRET, PASSWORD, SERVICE_ROLE…) and has a value.',
    HELP,
  ),
};

export const PUBLIC_PREFIX =
  /^(?:NEXT_PUBLIC_|NUXT_PUBLIC_|EXPO_PUBLIC_|REACT_APP_|VITE_|VUE_APP_|GATSBY_|PUBLIC_)/;
const SECRET_NAME =
  /SECRET|PRIVATE|PASSWORD|PASSWD|SERVICE_?ROLE|SERVICE_?KEY|ADMIN_?KEY|MASTER_?KEY|AUTH_?TOKEN|ACCESS_?TOKEN|REFRESH_?TOKEN|CREDENTIAL|DATABASE_?URL|DB_?URL/i;
const PUBLIC_BY_DESIGN_NAME = /ANON|PUBLISHABLE|PUBLIC_?KEY|SITE_?KEY|CLIENT_?ID/i;
const PUBLISHABLE_VALUE = /^(?:pk_(?:live|test)_|sb_publishable_|pk\.eyJ|AIza)/;
const CONFIG_FILE =
  /^(?:next|vite|nuxt|astro|svelte|vue|app)\.config\.[cm]?[jt]s$|^gatsby-config\.[cm]?[jt]s$/;
const CONFIG_ASSIGNMENT = new RegExp(
  `(${PUBLIC_PREFIX.source.slice(1)}[A-Za-z0-9_]+)['"]?\\s*[:=]\\s*(?:JSON\\.stringify\\(\\s*)?(['"\`])([^'"\`\\r\\n]*)\\2`,
  'g',
);

interface Variable {
  readonly name: string;
  readonly value: string;
  readonly line: number;
}

export function checkPublicEnvironment(files: readonly RepositoryFile[]): LocalCheckResult[] {
  return files.flatMap((file) => {
    const reader = publishedVariables(file.path);
    const text = reader === null || isExamplePath(file.path) ? null : file.text();
    if (reader === null || text === null) return [];
    return reader(text).flatMap((v) => judge(v, file.path) ?? []);
  });
}

/** How to read the browser-published variables of a file, or null when it has none. */
function publishedVariables(path: string): ((text: string) => Variable[]) | null {
  const name = baseName(path);
  const prefixed = (read: (text: string) => Variable[]) => (text: string) =>
    read(text).filter((v) => PUBLIC_PREFIX.test(v.name));
  if (isEnvFile(path)) return prefixed(envVariables);
  if (CONFIG_FILE.test(name)) return prefixed(configVariables);
  // Everything under Expo's `extra` ships with the app, whatever its name.
  return name === 'app.json' ? expoExtra : null;
}

/** A finding for one published variable, or null when its value is empty, a placeholder or public by design. */
export function judge(variable: Variable, file: string): LocalCheckResult | null {
  const { name, value, line } = variable;
  if (value === '' || isPlaceholder(value) || PUBLISHABLE_VALUE.test(value) || jwtRole(value) === 'anon')
    return null;
  const base = { checkId: 'public-environment', file, line, evidence: redact(value) };
  const shaped = findSecrets(`${name}=${value}`)[0];
  // In test code and docs, a value known only by its name or context is a note (secret-context.ts).
  if (shaped !== undefined) {
    const { severity, note } = assessSecret({ severity: 'critical', confidence: shaped.confidence }, file);
    const message = `${shaped.ruleName} in ${name}, which is published to the browser${note}`;
    return { ...base, ruleId: 'public-environment/secret-value', severity, message };
  }
  const bareName = name.replace(PUBLIC_PREFIX, '');
  if (!SECRET_NAME.test(bareName) || PUBLIC_BY_DESIGN_NAME.test(bareName)) return null;
  const { severity, note } = assessSecret({ severity: 'high', confidence: 'context' }, file);
  const message = `${name} is named like a secret and is published to the browser${note}`;
  return { ...base, ruleId: 'public-environment/secret-name', severity, message };
}

function envVariables(text: string): Variable[] {
  return text.split('\n').flatMap((raw, index) => {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(raw);
    return m === null ? [] : [{ name: m[1] ?? '', value: envValue(m[2] ?? ''), line: index + 1 }];
  });
}

function envValue(raw: string): string {
  const quote = raw[0];
  if (quote === '"' || quote === "'") {
    const end = raw.indexOf(quote, 1);
    return end === -1 ? raw.slice(1) : raw.slice(1, end);
  }
  return raw.replace(/\s+#.*$/, '');
}

function configVariables(text: string): Variable[] {
  const lines = new LineLocator(text);
  return [...text.matchAll(CONFIG_ASSIGNMENT)].map((m) => ({
    name: m[1] ?? '',
    value: m[3] ?? '',
    line: lines.lineAt(m.index),
  }));
}

/** String values under `expo.extra` (nested objects included), located by their key's first appearance. */
function expoExtra(text: string): Variable[] {
  let extra: unknown;
  try {
    extra = (JSON.parse(text) as { expo?: { extra?: unknown } }).expo?.extra;
  } catch {
    return [];
  }
  const lines = new LineLocator(text);
  const found: Variable[] = [];
  const walk = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 4) return;
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string')
        found.push({ name: key, value: inner, line: lines.lineAt(Math.max(0, text.indexOf(`"${key}"`))) });
      else walk(inner, depth + 1);
    }
  };
  walk(extra, 0);
  return found;
}
