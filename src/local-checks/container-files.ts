// container-files: Dockerfiles that copy secrets into image layers (`COPY .env`, keys, credential files) or
// the whole build context (`COPY . .`) while the context's .dockerignore does not keep `.env` and key files
// out. Whatever lands in a layer can be read by anyone who can pull the image. Compose files are read for
// the build context they give each Dockerfile.
import { posix } from 'node:path';
import { rule } from './catalogue.ts';
import { buildContexts, copySources, isComposeFile, isDockerfile, parseDockerfile } from './dockerfile.ts';
import { parseDockerIgnore, type DockerIgnore } from './dockerignore.ts';
import { baseName, dirName } from './paths.ts';
import { isExamplePath } from './secrets.ts';
import type { LocalCheckResult, RepositoryFile, RuleCatalogue, Severity } from './types.ts';

export const CONTAINER_FILES_RULES: RuleCatalogue = {
  'container-files/copies-secret-file': rule(
    'Secret file copied into the image',
    'A COPY or ADD instruction copies an env file, a private key or a credentials file into an image layer.',
    'Pass secrets at build time with `RUN --mount=type=secret` and at run time through the environment or a secret store.',
  ),
  'container-files/context-not-ignored': rule(
    'Whole build context copied without excluding secrets',
    'COPY . / ADD . copies the build context, and no .dockerignore keeps `.env` (or the key files in the context) out.',
    'Add a .dockerignore next to the context root that excludes `.env`, `.env.*`, `*.pem`, `*.key` and `id_*` (or copy only what the image needs).',
  ),
};

/** Source names that are secrets, with how bad copying them is. */
const SECRET_SOURCES: readonly { readonly test: RegExp; readonly severity: Severity }[] = [
  { test: /^\.env(?:\..+)?$|\.env$/, severity: 'high' },
  {
    test: /^id_(?:rsa|dsa|ecdsa|ed25519)$|\.(?:pem|key|p12|pfx|jks|keystore)$|^\.ssh$|^\.aws$/,
    severity: 'high',
  },
  { test: /^(?:\.git-credentials|\.netrc|credentials\.json)$/, severity: 'high' },
  { test: /^\.(?:npmrc|pypirc)$/, severity: 'medium' },
];
const KEY_FILE = /^id_(?:rsa|dsa|ecdsa|ed25519)$|\.(?:pem|key|p12|pfx|jks|keystore)$/;
const WHOLE_CONTEXT = new Set(['.', './', '*', './*']);

/** What a Dockerfile's whole-context copy sees: the context folder, its .dockerignore and the tracked files. */
interface BuildContext {
  readonly dir: string;
  readonly ignore: DockerIgnore | null;
  readonly files: readonly RepositoryFile[];
}

type Finding = Pick<LocalCheckResult, 'ruleId' | 'severity' | 'message'>;

export function checkContainerFiles(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const byPath = new Map(files.map((f) => [f.path, f] as const));
  const contexts = buildContexts(files.filter((f) => isComposeFile(f.path)).flatMap((f) => withText(f)));
  return files
    .filter((f) => isDockerfile(f.path) && !isExamplePath(f.path))
    .flatMap((dockerfile) => {
      const text = dockerfile.text();
      if (text === null) return [];
      const dir = contexts.get(dockerfile.path) ?? dirName(dockerfile.path);
      const context = { dir, ignore: dockerIgnoreFor(dockerfile.path, dir, byPath), files };
      return parseDockerfile(text)
        .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
        .flatMap((i) =>
          (copySources(i.args) ?? []).flatMap((source) => {
            const found = copyFinding(source, context);
            return found === null
              ? []
              : [{ checkId: 'container-files', file: dockerfile.path, line: i.line, ...found }];
          }),
        );
    });
}

function withText(file: RepositoryFile): { path: string; text: string }[] {
  const text = file.text();
  return text === null ? [] : [{ path: file.path, text }];
}

/** BuildKit reads `<Dockerfile>.dockerignore` first, then `.dockerignore` at the context root. */
function dockerIgnoreFor(
  dockerfile: string,
  dir: string,
  files: Map<string, RepositoryFile>,
): DockerIgnore | null {
  for (const candidate of [
    `${dockerfile}.dockerignore`,
    dir === '' ? '.dockerignore' : `${dir}/.dockerignore`,
  ]) {
    const text = files.get(candidate)?.text();
    if (text !== undefined && text !== null) return parseDockerIgnore(text);
  }
  return null;
}

function copyFinding(source: string, context: BuildContext): Finding | null {
  const name = baseName(source.replace(/\/+$/, ''));
  const secret = SECRET_SOURCES.find((s) => s.test.test(name));
  if (secret !== undefined && !isExamplePath(name)) {
    return {
      ruleId: 'container-files/copies-secret-file',
      severity: secret.severity,
      message: `copies ${source} into the image`,
    };
  }
  return WHOLE_CONTEXT.has(source) ? contextLeak(context) : null;
}

/** What a whole-context copy would take along: tracked key files, or at least any `.env` present at build time. */
function contextLeak({ dir, ignore, files }: BuildContext): Finding | null {
  const ruleId = 'container-files/context-not-ignored';
  const keys = files
    .map((f) => (dir === '' ? f.path : f.path.startsWith(`${dir}/`) ? f.path.slice(dir.length + 1) : null))
    .filter(
      (p): p is string => p !== null && KEY_FILE.test(posix.basename(p)) && !(ignore?.excludes(p) ?? false),
    );
  if (keys.length > 0) {
    return {
      ruleId,
      severity: 'high',
      message: `copies the whole build context, including ${keys.slice(0, 3).join(', ')}`,
    };
  }
  if (ignore === null) {
    return {
      ruleId,
      severity: 'medium',
      message: 'copies the whole build context and there is no .dockerignore (a local .env would be copied)',
    };
  }
  if (ignore.excludes('.env')) return null;
  return {
    ruleId,
    severity: 'medium',
    message: 'copies the whole build context and .dockerignore does not exclude .env',
  };
}
