// Dependency upload fields the spec leaves unshown (`packages`, `affectsYou` items);
// docs/assumed-shapes.md lists them all.
import { isRecord } from '../envelope-parser.ts';
import { readSeverity } from '../../policy/severity.ts';
import type { ReportedSeverity } from '../../settings/choices.ts';
import type { Known } from '../types.ts';
import { list, text } from './tolerant-reads.ts';

export interface PackageRef {
  readonly ecosystem: Known<'npm' | 'pypi'>;
  readonly name: string;
  readonly version: string;
}

/** A dependency upload `packages` item: an exact pinned version, never code. */
export interface UploadPackage {
  readonly ecosystem: 'npm' | 'pypi';
  readonly name: string;
  readonly version: string;
}

export interface AffectedPackage {
  readonly advisoryId: string;
  readonly title: string;
  readonly severity: ReportedSeverity;
  readonly package: PackageRef;
  readonly fixedIn: string | null;
  readonly url: string | null;
}

/** Dependency upload `affectsYou` items. */
export function readAffectsYou(value: unknown): AffectedPackage[] {
  return list(value)
    .filter(isRecord)
    .map((item) => {
      const pkg = isRecord(item.package) ? item.package : {};
      return {
        advisoryId: text(item.advisoryId) ?? 'unknown',
        title: text(item.title) ?? '',
        severity: readSeverity(item.severity),
        package: {
          ecosystem: text(pkg.ecosystem) ?? 'unknown',
          name: text(pkg.name) ?? 'unknown',
          version: text(pkg.version) ?? 'unknown',
        },
        fixedIn: text(item.fixedIn),
        url: text(item.url),
      };
    });
}
