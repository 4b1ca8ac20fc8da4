// The `uses:` references of workflow and action files, read as data (see yaml-source.ts): job steps and
// reusable workflows in `.github/workflows/*.yml`, composite steps in `action.yml`. Pure.
import { ACTION_PATH, flatSteps, WORKFLOW_PATH } from '../../local-checks/actions-injection.ts';
import {
  child,
  entries,
  lineOf,
  parseYaml,
  scalarText,
  type YamlSource,
} from '../../local-checks/yaml-source.ts';

export type ReferenceKind = 'repository' | 'local' | 'docker' | 'other';

export interface UsesReference {
  readonly file: string;
  readonly line: number;
  /** The `uses:` value as written. */
  readonly value: string;
  readonly kind: ReferenceKind;
  /** `owner/repo` in lower case (GitHub names are case-insensitive), for `repository` references. */
  readonly repository: string | null;
}

export interface FileText {
  readonly path: string;
  /** null when the file could not be read (too large, binary, missing). */
  readonly text: string | null;
}

/** `owner/repo[/path]@ref`, the form GitHub resolves on github.com. */
const REMOTE = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9_.-]+)(?:\/[^@\s]*)?@[^\s@]+$/;

export function isActionFile(path: string): boolean {
  return WORKFLOW_PATH.test(path) || ACTION_PATH.test(path);
}

export function classify(value: string): Pick<UsesReference, 'kind' | 'repository'> {
  if (value.startsWith('./')) return { kind: 'local', repository: null };
  if (value.startsWith('docker://')) return { kind: 'docker', repository: null };
  const m = REMOTE.exec(value);
  if (m === null || /^\.+$/.test(m[2] ?? '')) return { kind: 'other', repository: null };
  return { kind: 'repository', repository: `${m[1]}/${m[2]}`.toLowerCase() };
}

/** The references of one file, or null when it is not valid YAML within the size bound. */
export function fileReferences(file: string, text: string): UsesReference[] | null {
  const source = parseYaml(text);
  if (source === null) return null;
  return usesNodes(source).flatMap((node) => {
    const scalar = scalarText(node);
    if (scalar === null) return [];
    const value = scalar.value.trim();
    return [{ file, line: lineOf(source, scalar.node), value, ...classify(value) }];
  });
}

/**
 * `jobs.*.uses`, `jobs.*.steps[].uses` (workflows) and `runs.steps[].uses` (composite actions), with the
 * steps grouped under `parallel:` (nested groups too) brought up as the actions-injection check reads them.
 */
function usesNodes(source: YamlSource): unknown[] {
  const root = source.doc.contents;
  const stepUses = (steps: unknown) => flatSteps(source, steps).map((step) => child(source, step, 'uses'));
  const jobs = entries(source, child(source, root, 'jobs')).flatMap(([, job]) => [
    child(source, job, 'uses'),
    ...stepUses(child(source, job, 'steps')),
  ]);
  return [...jobs, ...stepUses(child(source, child(source, root, 'runs'), 'steps'))];
}
