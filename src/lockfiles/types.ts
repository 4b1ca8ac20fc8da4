// The shapes every lock-file parser returns. Paths are workspace-relative with `/` separators; lines are
// 1-based, so a reporter can put an annotation or a SARIF result on the line where a package stands.

export type Ecosystem = 'npm' | 'pypi';

/** The lock-file names the service accepts as `sources`. */
export type LockFileName =
  | 'package-lock.json'
  | 'npm-shrinkwrap.json'
  | 'pnpm-lock.yaml'
  | 'yarn.lock'
  | 'requirements.txt'
  | 'poetry.lock';

/** An installed package with an exact registry version, as the dependency upload takes it. */
export interface PackageRef {
  readonly ecosystem: Ecosystem;
  readonly name: string;
  readonly version: string;
}

export interface PinnedPackage extends PackageRef {
  /** The file the lines belong to: the lock file itself, or a file a requirements file includes. */
  readonly path: string;
  /** Every line of that file where this name@version stands, ascending. */
  readonly lines: number[];
  /**
   * True when the file marks every one of those occurrences development-only (npm `dev: true`, poetry
   * `category = "dev"`); absent otherwise, and always for formats that mark nothing. Never uploaded.
   */
  readonly development?: true;
}

export type SkipReason =
  | 'root-project'
  | 'workspace'
  | 'link'
  | 'file'
  | 'git'
  | 'tarball'
  | 'url'
  | 'unpinned'
  | 'editable'
  /** The version is read from the environment at install time (`${VAR}` in a requirements file). */
  | 'variable'
  /** Not an exact version of the ecosystem (npm: semver 2.0; PyPI: PEP 440). */
  | 'invalid-version'
  /** Not a name the ecosystem's registry could hold (a path or a URL read as a name). */
  | 'invalid-name'
  | 'unsupported';

/** An entry that is not uploaded: counted and shown with the reason. */
export interface SkippedEntry {
  readonly name: string;
  /** What the lock file says instead of a registry version (a range, a URL, a path, …). */
  readonly spec: string;
  readonly reason: SkipReason;
  readonly path: string;
  readonly line: number;
}

export interface LockFileError {
  readonly path: string;
  readonly line: number | null;
  readonly message: string;
}

export interface ParsedLockFile {
  readonly path: string;
  /** The allowed name this file uploads under (`requirements-dev.txt` uploads as `requirements.txt`). */
  readonly source: LockFileName;
  /** Format and version, e.g. `npm-v3`, `yarn-classic`, `yarn-berry`, `pnpm-v9`, `requirements`, `poetry-v2`. */
  readonly format: string;
  readonly packages: PinnedPackage[];
  readonly skipped: SkippedEntry[];
  readonly errors: LockFileError[];
}
