// The monitor's end-to-end setting: sites and advisories made for one test, matched by a technology
// of their own so no other test's advisory reaches them.
import type { World } from './harness.ts';

/** A site whose only technology is its own, so only the advisories a test adds for it match. */
export function siteWith(world: World, tech: string): string {
  return world.service.control.addSite(`https://${tech}.example.com`, { technologies: [tech] });
}

/** The `n`th advisory of the technology (low unless `over` says otherwise); returns its id. */
export function advisory(world: World, tech: string, n: number, over: Record<string, unknown> = {}): string {
  const id = `SVA-${tech.toUpperCase()}-${String(n).padStart(4, '0')}`;
  world.service.control.addAdvisory({
    id,
    title: `Advisory ${n} of ${tech}`,
    severity: 'low',
    tech: [tech],
    ...over,
  });
  return id;
}
