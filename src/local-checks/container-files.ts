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

export function checkContainerFiles(files: readonly RepositoryFile[]): LocalCheckResult[] {
  const texts = new Map(files.map((f) => [f.path, f] as const));
  const composeFiles = files.filter((f) => isComposeFile(f.path)).flatMap((f) => withText(f));
  const contexts = buildContexts(composeFiles);
  return files
    .filter((f) => isDockerfile(f.path) && !isExamplePath(f.path))
    .flatMap((dockerfile) => {
      const text = dockerfile.text();
      if (text === null) return [];
      const context = contexts.get(dockerfile.path) ?? dirName(dockerfile.path);
      const ignore = dockerIgnoreFor(dockerfile.path, context, texts);
      return parseDockerfile(text)
        .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
        .flatMap((i) =>
          copyResults(dockerfile.path, i.line, copySources(i.args) ?? [], context, ignore, files),
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
  context: string,
  files: Map<string, RepositoryFile>,
): DockerIgnore | null {
  const candidates = [
    `${dockerfile}.dockerignore`,
    context === '' ? '.dockerignore' : `${context}/.dockerignore`,
  ];
  for (const candidate of candidates) {
    const text = files.get(candidate)?.text();
    if (text !== undefined && text !== null) return parseDockerIgnore(text);
  }
  return null;
}

function copyResults(
  file: string,
  line: number,
  sources: readonly string[],
  context: string,
  ignore: DockerIgnore | null,
  files: readonly RepositoryFile[],
): LocalCheckResult[] {
  const base = { checkId: 'container-files', file, line };
  const results: LocalCheckResult[] = [];
  for (const source of sources) {
    const name = baseName(source.replace(/\/+$/, ''));
    const secret = SECRET_SOURCES.find((s) => s.test.test(name));
    if (secret !== undefined && !isExamplePath(name)) {
      results.push({
        ...base,
        ruleId: 'container-files/copies-secret-file',
        severity: secret.severity,
        message: `copies ${source} into the image`,
      });
    } else if (WHOLE_CONTEXT.has(source)) {
      const leak = contextLeak(context, ignore, files);
      if (leak !== null) results.push({ ...base, ruleId: 'container-files/context-not-ignored', ...leak });
    }
  }
  return results;
}

/** What a whole-context copy would take along: tracked key files, or at least any `.env` present at build time. */
function contextLeak(
  context: string,
  ignore: DockerIgnore | null,
  files: readonly RepositoryFile[],
): { severity: Severity; message: string } | null {
  const inContext = (path: string) =>
    context === '' ? path : path.startsWith(`${context}/`) ? path.slice(context.length + 1) : null;
  const keys = files
    .map((f) => inContext(f.path))
    .filter(
      (p): p is string => p !== null && KEY_FILE.test(posix.basename(p)) && !(ignore?.excludes(p) ?? false),
    );
  if (keys.length > 0) {
    return {
      severity: 'high',
      message: `copies the whole build context, including ${keys.slice(0, 3).join(', ')}`,
    };
  }
  if (ignore === null)
    return {
      severity: 'medium',
      message: 'copies the whole build context and there is no .dockerignore (a local .env would be copied)',
    };
  if (!ignore.excludes('.env'))
    return {
      severity: 'medium',
      message: 'copies the whole build context and .dockerignore does not exclude .env',
    };
  return null;
}
