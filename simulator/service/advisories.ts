// The advisory catalogue's matching: which uploaded packages an advisory affects, and which sites it concerns
// (by detected technology or by uploaded package).
import { liveSites } from './sites.ts';
import { webUrl, type SimulatorState } from './state.ts';
import type { Advisory, AdvisoryPackage, PackageRef, Site } from './records.ts';

/** Numeric comparison of dotted versions; a pre-release (`1.2.3-rc.1`) sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.split(/-(.*)/s);
  const [coreB = '', preB] = b.split(/-(.*)/s);
  const partsA = coreA.split('.').map(Number);
  const partsB = coreB.split('.').map(Number);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i += 1) {
    const diff = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (diff !== 0 && !Number.isNaN(diff)) return Math.sign(diff);
  }
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

export function packageAffected(pkg: AdvisoryPackage, ref: PackageRef): boolean {
  if (pkg.ecosystem !== ref.ecosystem || pkg.name.toLowerCase() !== ref.name.toLowerCase()) return false;
  if (pkg.versions) return pkg.versions.includes(ref.version);
  const fromIntroduced = !pkg.introduced || compareVersions(ref.version, pkg.introduced) >= 0;
  return fromIntroduced && (pkg.fixedIn === null || compareVersions(ref.version, pkg.fixedIn) < 0);
}

export function advisoryUrl(state: SimulatorState, advisory: Advisory): string {
  return advisory.url ?? webUrl(state, `/advisories/${advisory.id}`);
}

export interface AffectsYouItem {
  advisoryId: string;
  title: string;
  severity: string;
  package: PackageRef;
  fixedIn: string | null;
  url: string;
}

export function affectsYou(state: SimulatorState, packages: readonly PackageRef[]): AffectsYouItem[] {
  const items: AffectsYouItem[] = [];
  for (const advisory of state.advisories.values()) {
    if (advisory.withdrawnAt) continue;
    for (const ref of packages) {
      const hit = advisory.packages.find((pkg) => packageAffected(pkg, ref));
      if (!hit) continue;
      const { id, title, severity } = advisory;
      items.push({
        advisoryId: id,
        title,
        severity,
        package: ref,
        fixedIn: hit.fixedIn,
        url: advisoryUrl(state, advisory),
      });
    }
  }
  return items;
}

export interface SiteMatch {
  siteId: string;
  name: string;
  reason: 'technology' | 'package';
  match: string;
}

export function siteMatches(advisory: Advisory, site: Site): SiteMatch[] {
  const base = { siteId: site.id, name: site.name };
  const tech = advisory.tech.filter((t) =>
    site.technologies.some((s) => s.toLowerCase() === t.toLowerCase()),
  );
  const packages = site.packages.filter((ref) => advisory.packages.some((pkg) => packageAffected(pkg, ref)));
  return [
    ...tech.map((t): SiteMatch => ({ ...base, reason: 'technology', match: t })),
    ...packages.map((p): SiteMatch => ({ ...base, reason: 'package', match: `${p.name}@${p.version}` })),
  ];
}

export function advisoryView(state: SimulatorState, advisory: Advisory): Record<string, unknown> {
  return {
    id: advisory.id,
    title: advisory.title,
    source: advisory.source,
    kind: advisory.kind,
    severity: advisory.severity,
    provenance: [{ source: advisory.source, url: advisoryUrl(state, advisory) }],
    tech: advisory.tech.map((name) => ({ name })),
    packages: advisory.packages.map((pkg) => ({ ...pkg })),
    sites: liveSites(state).flatMap((site) => siteMatches(advisory, site)),
    withdrawnAt: advisory.withdrawnAt,
    publishedAt: advisory.publishedAt,
    exploited: advisory.exploited,
    ids: advisory.ids,
    references: advisory.references,
    epss: advisory.epss,
    cvss: advisory.cvss,
    attribution: advisory.attribution,
  };
}
